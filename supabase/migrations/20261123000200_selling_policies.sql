-- Selling courses (issue 21), part 2: who may read what, and the enrolment rule.
-- Writes to orders, events, slips, receipts and settings have no policy and no privilege for
-- browsers (tables migration): the definer functions are the only way in.

-- ── site_settings: public facts (checkout and receipts show them) ───────────────────────────
create policy site_settings_select_all on public.site_settings for select to anon, authenticated
  using (true);

-- ── coupons: the back office's; learners only ever see a code's effect through checkout_quote ─
create policy coupons_select_admin on public.coupons for select to authenticated
  using ((select public.is_admin()));
create policy coupons_insert_admin on public.coupons for insert to authenticated
  with check ((select public.is_admin()));
create policy coupons_update_admin on public.coupons for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy coupons_delete_admin on public.coupons for delete to authenticated
  using ((select public.is_admin()));

-- ── orders and everything hanging off them: the buyer and admins ────────────────────────────
create policy orders_select_own_or_admin on public.orders for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy order_events_select_own_or_admin on public.order_events for select to authenticated
  using (
    (select public.is_admin())
    or exists (select 1 from public.orders o where o.id = order_events.order_id and o.user_id = (select auth.uid()))
  );

create policy payment_slips_select_own_or_admin on public.payment_slips for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy receipts_select_own_or_admin on public.receipts for select to authenticated
  using (
    (select public.is_admin())
    or exists (select 1 from public.orders o where o.id = receipts.order_id and o.user_id = (select auth.uid()))
  );

-- ── enrollments: the point of the issue ─────────────────────────────────────────────────────
-- Oneself, into a published course, and only when it is free or this learner has a paid order
-- for it (the paid-order trigger enrols by itself; this keeps re-enrolling after an unenrol
-- possible). Admins may enrol themselves anywhere, as before.
drop policy enrollments_insert_own_published on public.enrollments;
create policy enrollments_insert_own_free_or_paid on public.enrollments for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.courses c
      where c.id = enrollments.course_id and c.status = 'published'
        and (
          c.price = 0
          or (select public.is_admin())
          or exists (
            select 1 from public.orders o
            where o.user_id = (select auth.uid()) and o.course_id = c.id and o.status = 'paid'
          )
        )
    )
  );
