-- Issue 27 item 1: the payment-slips bucket could be filled (10 × 5 MB in 0.7 s under made-up
-- order ids, none deletable). Decision 0044.
-- A slip now goes only under one of the member's own pending orders (<user_id>/<order_id>/<file>),
-- at most 3 objects per order (5 MB each: the bucket's file_size_limit); the member may delete
-- them while the order is pending; objects whose order is gone or no longer pending, and that
-- are not the approved slip, are listed for the order-expiry worker to remove.

create or replace function public.payment_slip_order_id(p_name text) returns bigint
language sql immutable set search_path = ''
as $$
  select case when array_length(storage.foldername(p_name), 1) = 2
              and (storage.foldername(p_name))[2] ~ '^[0-9]{1,18}$'
    then (storage.foldername(p_name))[2]::bigint end;
$$;

-- Whether the caller may add p_name to payment-slips: their own folder, their own order, still
-- pending and not past its time, fewer than 3 objects there. The advisory lock on the order makes
-- concurrent uploads count one after another (volatile: each statement sees the others' commits).
create or replace function public.payment_slip_upload_allowed(p_name text) returns boolean
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_order_id bigint := public.payment_slip_order_id(p_name);
begin
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

-- Whether the caller may delete p_name: their own folder and their own order, still pending.
create or replace function public.payment_slip_removable(p_name text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select (select auth.uid()) is not null
    and (storage.foldername(p_name))[1] = (select auth.uid())::text
    and exists (
      select 1 from public.orders o
      where o.id = public.payment_slip_order_id(p_name) and o.user_id = (select auth.uid()) and o.status = 'pending'
    );
$$;

revoke all on function public.payment_slip_order_id(text), public.payment_slip_upload_allowed(text),
  public.payment_slip_removable(text) from public, anon;
grant execute on function public.payment_slip_order_id(text), public.payment_slip_upload_allowed(text),
  public.payment_slip_removable(text) to authenticated, service_role;

drop policy if exists payment_slips_insert_own_folder on storage.objects;
create policy payment_slips_insert_own_pending_order on storage.objects for insert to authenticated
  with check (bucket_id = 'payment-slips' and public.payment_slip_upload_allowed(name));
create policy payment_slips_delete_own_pending_order on storage.objects for delete to authenticated
  using (bucket_id = 'payment-slips' and public.payment_slip_removable(name));

-- Deleting the slip that waits for review withdraws it: the admin's queue must not point at a
-- file that is gone, and the order may then expire like any unpaid one.
create or replace function public.withdraw_deleted_payment_slip() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.payment_slips s where s.object_path = old.name and s.status = 'submitted';
  return null;
end;
$$;
revoke all on function public.withdraw_deleted_payment_slip() from public, anon, authenticated;
create trigger payment_slips_withdraw_on_delete after delete on storage.objects
  for each row when (old.bucket_id = 'payment-slips')
  execute function public.withdraw_deleted_payment_slip();

-- The objects nobody needs any more: under no order of that member, or under an order that is
-- no longer pending, unless it is the slip an admin approved (the evidence of the payment).
-- Hosted direct deletes from storage.objects leave the file behind, so the worker removes them
-- through Storage (local-supabase: src/orders/order-expiry-worker.ts).
create or replace function public.orphaned_payment_slip_objects(p_limit integer default 100)
returns table (name text)
language sql stable security definer set search_path = ''
as $$
  select s.name from storage.objects s
  left join public.orders o
    on o.id = public.payment_slip_order_id(s.name) and o.user_id::text = (storage.foldername(s.name))[1]
  where s.bucket_id = 'payment-slips'
    and (o.id is null or o.status <> 'pending')
    and not exists (
      select 1 from public.payment_slips p where p.object_path = s.name and p.status = 'approved'
    )
  order by s.created_at
  limit least(greatest(coalesce(p_limit, 100), 1), 1000);
$$;
revoke all on function public.orphaned_payment_slip_objects(integer) from public, anon, authenticated;
grant execute on function public.orphaned_payment_slip_objects(integer) to service_role;
