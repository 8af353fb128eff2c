-- Payment gateway (Opn Payments / Omise, issue 29 item 3, decision 0052).
-- Charges are created only by the Edge Function create-charge from the order's server-side total,
-- and settled only by the Edge Function payment-webhook after it retrieved the charge from the
-- gateway. Both call the service_role-only functions below; a browser can read its own charges
-- and nothing else.

-- How an order was (or is being) paid; shown on the order and its receipt data.
alter table public.orders
  add column payment_method text check (
    payment_method in (
      'promptpay_slip', 'promptpay', 'card',
      'mobile_banking_kbank', 'mobile_banking_scb', 'mobile_banking_bay', 'mobile_banking_bbl', 'mobile_banking_ktb'
    )
  );

-- One row per charge created at the gateway: the amount we asked for, in satang, is what the
-- webhook compares the gateway's charge against.
create table public.gateway_charges (
  charge_id text primary key check (charge_id ~ '^chrg_[A-Za-z0-9_]{1,100}$'),
  order_id bigint not null references public.orders (id) on delete cascade,
  user_id uuid references public.users (id) on delete set null,
  method text not null check (
    method in ('promptpay', 'card', 'mobile_banking_kbank', 'mobile_banking_scb', 'mobile_banking_bay', 'mobile_banking_bbl', 'mobile_banking_ktb')
  ),
  amount_satang bigint not null check (amount_satang > 0),
  currency text not null default 'thb' check (currency = 'thb'),
  status text not null default 'pending' check (status in ('pending', 'successful', 'failed', 'expired')),
  failure_code text check (char_length(failure_code) <= 100),
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index gateway_charges_order_id on public.gateway_charges (order_id);
create index gateway_charges_user_id on public.gateway_charges (user_id);

-- Every webhook event processed, by the gateway's event id: a replayed event finds its row and
-- changes nothing.
create table public.gateway_events (
  event_id text primary key check (event_id ~ '^evnt_[A-Za-z0-9_]{1,100}$'),
  charge_id text not null references public.gateway_charges (charge_id) on delete cascade,
  outcome text not null check (outcome in ('paid', 'failed', 'pending', 'already_settled')),
  received_at timestamptz not null default now()
);
create index gateway_events_charge_id on public.gateway_events (charge_id);

alter table public.gateway_charges enable row level security;
alter table public.gateway_events enable row level security;

create policy gateway_charges_select_own_or_admin on public.gateway_charges for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy gateway_events_select_admin on public.gateway_events for select to authenticated
  using ((select public.is_admin()));

revoke all on public.gateway_charges, public.gateway_events from anon, authenticated;
grant select on public.gateway_charges, public.gateway_events to authenticated;
grant all on public.gateway_charges, public.gateway_events to service_role;

create trigger gateway_charges_audit after insert or update or delete on public.gateway_charges
  for each row execute function public.write_audit_entry();
create trigger gateway_events_audit after insert or update or delete on public.gateway_events
  for each row execute function public.write_audit_entry();

-- ── create-charge: the amount comes from here, never from the browser ─────────────────────────
-- The caller's pending order (p_user_id is the JWT's sub the Edge Function verified), its total
-- in satang; refuses another learner's order, an expired, paid or free one.
create or replace function public.gateway_charge_quote(p_order_id bigint, p_user_id uuid)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if p_order_id is null or p_user_id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  perform public.expire_stale_orders(p_user_id);
  select * into v_order from public.orders o where o.id = p_order_id and o.user_id = p_user_id;
  if v_order.id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  if v_order.status = 'expired' or (v_order.status = 'pending' and v_order.expires_at <= now()) then
    raise exception 'order_expired' using errcode = 'P0001';
  end if;
  if v_order.status <> 'pending' then
    raise exception 'order_not_pending' using errcode = 'P0001';
  end if;
  if v_order.total <= 0 then
    raise exception 'order_free' using errcode = 'P0001';
  end if;
  return jsonb_build_object(
    'order_id', v_order.id,
    'order_number', v_order.order_number,
    'amount', (v_order.total * 100)::bigint,
    'currency', 'thb'
  );
end;
$$;

-- Records the charge the gateway created for that quote (same checks again, under a row lock,
-- so an order paid meanwhile does not get a second live charge).
create or replace function public.gateway_record_charge(
  p_order_id bigint, p_user_id uuid, p_charge_id text, p_method text, p_amount_satang bigint
) returns public.gateway_charges
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_order public.orders;
  v_charge public.gateway_charges;
begin
  if p_charge_id is null or char_length(p_charge_id) > 105 or p_method is null or char_length(p_method) > 40 then
    raise exception 'charge id and method are required' using errcode = '22023';
  end if;
  select * into v_order from public.orders o where o.id = p_order_id and o.user_id = p_user_id for update;
  if v_order.id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  if v_order.status <> 'pending' then
    raise exception 'order_not_pending' using errcode = 'P0001';
  end if;
  if p_amount_satang is distinct from (v_order.total * 100)::bigint then
    raise exception 'amount_mismatch' using errcode = 'P0001';
  end if;
  insert into public.gateway_charges (charge_id, order_id, user_id, method, amount_satang)
  values (p_charge_id, v_order.id, p_user_id, p_method, p_amount_satang)
  returning * into v_charge;
  return v_charge;
end;
$$;

-- ── payment-webhook: settle a charge the function retrieved from the gateway ───────────────────
-- Arguments are the gateway's retrieved charge (not the webhook body); p_event_id is the webhook's
-- event, or null when create-charge settles a charge the gateway completed at once (a card
-- without 3-D Secure), whose webhook may arrive before the charge was recorded. Returns:
--   'paid'             the order is paid now (enrolment, receipt and e-mail by the existing triggers)
--   'failed'/'pending' recorded, the order stays pending (the learner may try again)
--   'already_settled'  a replayed event, or a second event for a settled charge: nothing changed
-- A wrong amount or currency raises (nothing recorded, the webhook answers 4xx).
create or replace function public.gateway_settle_charge(
  p_event_id text, p_charge_id text, p_status text, p_amount_satang bigint, p_currency text, p_failure_code text default null
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

revoke execute on function public.gateway_charge_quote(bigint, uuid),
  public.gateway_record_charge(bigint, uuid, text, text, bigint),
  public.gateway_settle_charge(text, text, text, bigint, text, text)
  from public, anon, authenticated;
grant execute on function public.gateway_charge_quote(bigint, uuid),
  public.gateway_record_charge(bigint, uuid, text, text, bigint),
  public.gateway_settle_charge(text, text, text, bigint, text, text)
  to service_role;
