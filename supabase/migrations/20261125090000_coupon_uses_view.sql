-- Coupon uses for the admin's coupon list, counted in the database.
--
-- The list used to read every paid or pending order with a coupon and count in the browser; a
-- read answers at most db-max-rows (1,000 on hosted Supabase), so past that many orders the
-- counts would have come out short. A use is what checkout_quote/create_order limit on: an
-- order in status paid or pending. security_invoker keeps the caller's own RLS on orders, and
-- the view answers admins only (a learner has no business counting other people's uses).
create view public.coupon_uses with (security_invoker = true, security_barrier = true) as
select o.coupon_id, count(*)::integer as uses
from public.orders o
where o.coupon_id is not null
  and o.status in ('paid', 'pending')
  and (select public.is_admin())
group by o.coupon_id;

-- Granted like the other read models: the view's own filter answers anyone but an admin with no rows.
grant select on public.coupon_uses to anon, authenticated;
