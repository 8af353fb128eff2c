-- The payment-slip policy helpers (20261126400000) bound their input like every other function a
-- member may call (decision 0042): an object name is at most 1024 bytes (Storage's own key limit),
-- and a longer one is refused with 22023 before any work. payment_slip_order_id is needed only by
-- the security-definer helpers, so members lose EXECUTE on it; the other two stay callable because
-- the storage.objects policies run them as the member.
create or replace function public.payment_slip_name_checked(p_name text) returns void
language plpgsql immutable set search_path = ''
as $$
begin
  if octet_length(p_name) > 1024 then
    raise exception 'p_name is longer than 1024 bytes (a Storage object name)' using errcode = '22023';
  end if;
end;
$$;
revoke all on function public.payment_slip_name_checked(text) from public, anon, authenticated;

create or replace function public.payment_slip_upload_allowed(p_name text) returns boolean
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_order_id bigint;
begin
  perform public.payment_slip_name_checked(p_name);
  v_order_id := public.payment_slip_order_id(p_name);
  if v_uid is null or v_order_id is null or (storage.foldername(p_name))[1] <> v_uid::text then
    return false;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('payment-slips/' || v_order_id::text, 0));
  if not exists (
    select 1 from public.orders o
    where o.id = v_order_id and o.user_id = v_uid and o.status = 'pending' and o.expires_at > now()
  ) then
    return false;
  end if;
  return (
    select count(*) from storage.objects s
    where s.bucket_id = 'payment-slips' and starts_with(s.name, v_uid::text || '/' || v_order_id::text || '/')
  ) < 3;
end;
$$;

create or replace function public.payment_slip_removable(p_name text) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.payment_slip_name_checked(p_name);
  return (select auth.uid()) is not null
    and (storage.foldername(p_name))[1] = (select auth.uid())::text
    and exists (
      select 1 from public.orders o
      where o.id = public.payment_slip_order_id(p_name) and o.user_id = (select auth.uid()) and o.status = 'pending'
    );
end;
$$;

revoke all on function public.payment_slip_order_id(text) from authenticated;
