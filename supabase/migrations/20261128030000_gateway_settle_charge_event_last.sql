-- gateway_settle_charge's p_event_id is null when create-charge settles a charge the gateway completed at
-- once (no webhook event). Declared so: the argument now has `default null`, so the generated types (supabase's
-- shape: an argument is optional exactly when it has a default) let create-charge leave it out instead of sending
-- a null the types call a string. A defaulted argument must come last, so the function is recreated with the
-- event id at the end; PostgREST and supabase-js call it by name, so no caller changes. The body is unchanged.
drop function public.gateway_settle_charge(text, text, text, bigint, text, text);

create function public.gateway_settle_charge(
  p_charge_id text, p_status text, p_amount_satang bigint, p_currency text, p_failure_code text default null, p_event_id text default null
) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_charge public.gateway_charges;
  v_order public.orders;
  v_outcome text;
begin
  if p_event_id !~ '^evnt_[A-Za-z0-9_]{1,100}$' then
    raise exception 'event id is invalid' using errcode = '22023';
  end if;
  if p_charge_id is null or char_length(p_charge_id) > 105 or char_length(p_status) > 20
    or char_length(p_currency) > 10 or char_length(p_failure_code) > 100 then
    raise exception 'charge is invalid' using errcode = '22023';
  end if;
  if exists (select 1 from public.gateway_events e where e.event_id = p_event_id) then
    return 'already_settled';
  end if;
  select * into v_charge from public.gateway_charges c where c.charge_id = p_charge_id for update;
  if v_charge.charge_id is null then
    raise exception 'charge_unknown' using errcode = 'P0001';
  end if;
  if v_charge.status <> 'pending' then
    if p_event_id is not null then
      insert into public.gateway_events (event_id, charge_id, outcome) values (p_event_id, p_charge_id, 'already_settled');
    end if;
    return 'already_settled';
  end if;
  if lower(coalesce(p_currency, '')) <> v_charge.currency then
    raise exception 'currency_mismatch' using errcode = 'P0001';
  end if;
  select * into v_order from public.orders o where o.id = v_charge.order_id for update;
  if p_amount_satang is distinct from v_charge.amount_satang or p_amount_satang is distinct from (v_order.total * 100)::bigint then
    raise exception 'amount_mismatch' using errcode = 'P0001';
  end if;

  if p_status = 'successful' then
    -- The existing gateway path: idempotent on the charge id, checks the total, paid_via 'gateway';
    -- the order triggers enrol, issue the receipt and queue its e-mail.
    perform public.gateway_mark_order_paid(v_order.order_number, 'omise', p_charge_id, p_amount_satang / 100.0);
    update public.orders o set payment_method = v_charge.method where o.id = v_order.id;
    v_outcome := 'paid';
  elsif p_status in ('failed', 'expired') then
    v_outcome := 'failed';
  else
    v_outcome := 'pending';
  end if;

  if v_outcome <> 'pending' then
    update public.gateway_charges c
    set status = case when v_outcome = 'paid' then 'successful' else p_status end,
      failure_code = left(p_failure_code, 100), settled_at = now()
    where c.charge_id = p_charge_id;
  end if;
  if p_event_id is not null then
    insert into public.gateway_events (event_id, charge_id, outcome) values (p_event_id, p_charge_id, v_outcome);
  end if;
  return v_outcome;
end;
$$;

revoke execute on function public.gateway_settle_charge(text, text, bigint, text, text, text) from public, anon, authenticated;
grant execute on function public.gateway_settle_charge(text, text, bigint, text, text, text) to service_role;
