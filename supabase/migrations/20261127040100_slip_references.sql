-- Slip references (issue 29 item 3, decision 0052). A Thai bank slip carries a mini-QR with the
-- transfer's reference. The Edge Function read-slip decodes it from the uploaded image and
-- records it here; one transfer pays one order: a reference already on another order's slip
-- (not rejected) refuses the new slip. An image without a readable QR is recorded as such for
-- the admin (many slips are photos), not refused.

alter table public.payment_slips
  add column qr_reference text check (char_length(qr_reference) between 1 and 200),
  add column qr_read_at timestamptz;

-- A rejected slip frees its reference (it paid nothing); any other holds it.
create unique index payment_slips_qr_reference_once on public.payment_slips (qr_reference)
  where qr_reference is not null and status <> 'rejected';

-- A replaced slip image (submit_payment_slip updates the waiting slip in place) must be read again.
create or replace function public.reset_slip_reference() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.object_path is distinct from old.object_path then
    new.qr_reference := null;
    new.qr_read_at := null;
  end if;
  return new;
end;
$$;
create trigger payment_slips_reset_reference before update of object_path on public.payment_slips
  for each row execute function public.reset_slip_reference();

-- An approved slip paid by PromptPay transfer: the order says so, like the gateway's methods.
create or replace function public.set_slip_payment_method() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.status = 'paid' and old.status <> 'paid' and new.paid_via = 'slip' and new.payment_method is null then
    new.payment_method := 'promptpay_slip';
  end if;
  return new;
end;
$$;
create trigger orders_slip_payment_method before update of status on public.orders
  for each row execute function public.set_slip_payment_method();

-- Called by read-slip (service_role) with the decoded reference, or null when the image had no
-- readable QR. Returns the slip; a reference already used by another order's slip rejects this
-- slip (status 'rejected', a reason the learner sees) rather than raising, so the rejection stays.
create or replace function public.record_slip_reference(p_slip_id bigint, p_object_path text, p_reference text)
returns public.payment_slips
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_reference text := nullif(trim(coalesce(p_reference, '')), '');
  v_slip public.payment_slips;
  v_holder bigint;
begin
  if v_reference is not null and char_length(v_reference) > 200 then
    raise exception 'slip reference is too long' using errcode = '22023';
  end if;
  select * into v_slip from public.payment_slips s where s.id = p_slip_id for update;
  if v_slip.id is null then
    raise exception 'slip_not_found' using errcode = 'P0001';
  end if;
  -- The image read must still be the slip's image (the learner may have replaced it meanwhile).
  if v_slip.object_path is distinct from p_object_path then
    raise exception 'slip_replaced' using errcode = 'P0001';
  end if;
  if v_slip.status <> 'submitted' then
    return v_slip;
  end if;

  if v_reference is not null then
    select s.order_id into v_holder from public.payment_slips s
    where s.qr_reference = v_reference and s.status <> 'rejected' and s.id <> v_slip.id
    limit 1;
    if v_holder is not null then
      update public.payment_slips s
      set status = 'rejected', qr_reference = v_reference, qr_read_at = now(),
        reject_reason = 'สลิปนี้เคยใช้ชำระคำสั่งซื้ออื่นแล้ว'
      where s.id = v_slip.id returning * into v_slip;
      return v_slip;
    end if;
  end if;

  update public.payment_slips s set qr_reference = v_reference, qr_read_at = now()
  where s.id = v_slip.id returning * into v_slip;
  return v_slip;
end;
$$;

revoke execute on function public.record_slip_reference(bigint, text, text) from public, anon, authenticated;
grant execute on function public.record_slip_reference(bigint, text, text) to service_role;
revoke execute on function public.reset_slip_reference(), public.set_slip_payment_method() from public, anon, authenticated;
