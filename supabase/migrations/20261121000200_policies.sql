-- The RianCode schema, part 2: who may do what, row by row. The contract is docs/data-model.md.
-- Policies call auth.uid() and is_admin() as `(select ...)` so Postgres evaluates them once per
-- statement instead of once per row (Supabase's RLS performance advice).

-- Security definer so it can read public.users whatever the caller's own policies allow;
-- search_path is empty so nothing the caller creates can shadow a name inside it.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.users u
    where u.id = (select auth.uid()) and u.role = 'admin' and u.status = 'active'
  );
$$;

-- ── users ────────────────────────────────────────────────────────────────────────────────────
-- role, points and status are guarded by a trigger (triggers migration), not by these policies.
create policy users_select_own_or_admin on public.users for select to anon, authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
create policy users_insert_own on public.users for insert to authenticated
  with check (id = (select auth.uid()));
create policy users_update_own_or_admin on public.users for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));
create policy users_delete_admin on public.users for delete to authenticated
  using ((select public.is_admin()));

-- ── catalogue: instructors, courses, modules, lessons ────────────────────────────────────────
create policy instructors_select_all on public.instructors for select to anon, authenticated
  using (true);
create policy instructors_insert_admin on public.instructors for insert to authenticated
  with check ((select public.is_admin()));
create policy instructors_update_admin on public.instructors for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy instructors_delete_admin on public.instructors for delete to authenticated
  using ((select public.is_admin()));

create policy courses_select_published_or_admin on public.courses for select to anon, authenticated
  using (status = 'published' or (select public.is_admin()));
create policy courses_insert_admin on public.courses for insert to authenticated
  with check ((select public.is_admin()));
create policy courses_update_admin on public.courses for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy courses_delete_admin on public.courses for delete to authenticated
  using ((select public.is_admin()));

-- A module or lesson is visible exactly when its course is (the courses policy applies inside).
create policy course_modules_select_with_course on public.course_modules for select to anon, authenticated
  using (exists (select 1 from public.courses c where c.id = course_modules.course_id));
create policy course_modules_insert_admin on public.course_modules for insert to authenticated
  with check ((select public.is_admin()));
create policy course_modules_update_admin on public.course_modules for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy course_modules_delete_admin on public.course_modules for delete to authenticated
  using ((select public.is_admin()));

create policy lessons_select_with_course on public.lessons for select to anon, authenticated
  using (exists (select 1 from public.courses c where c.id = lessons.course_id));
create policy lessons_insert_admin on public.lessons for insert to authenticated
  with check ((select public.is_admin()));
create policy lessons_update_admin on public.lessons for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy lessons_delete_admin on public.lessons for delete to authenticated
  using ((select public.is_admin()));

-- ── lesson_contents: the paid part ───────────────────────────────────────────────────────────
-- Free previews of a visible course, the learner's own enrolled courses, or an admin.
create policy lesson_contents_select_preview_enrolled_or_admin on public.lesson_contents
  for select to anon, authenticated
  using (
    (select public.is_admin())
    or exists (
      select 1 from public.lessons l
      where l.id = lesson_contents.lesson_id
        and (
          l.is_preview
          or exists (
            select 1 from public.enrollments e
            where e.course_id = l.course_id and e.user_id = (select auth.uid())
          )
        )
    )
  );
create policy lesson_contents_insert_admin on public.lesson_contents for insert to authenticated
  with check ((select public.is_admin()));
create policy lesson_contents_update_admin on public.lesson_contents for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy lesson_contents_delete_admin on public.lesson_contents for delete to authenticated
  using ((select public.is_admin()));

-- ── enrollments and progress ─────────────────────────────────────────────────────────────────
create policy enrollments_select_own_or_admin on public.enrollments for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
-- Only oneself, and only into a published course (a trigger also clears completed_at).
create policy enrollments_insert_own_published on public.enrollments for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.courses c
      where c.id = enrollments.course_id and c.status = 'published'
    )
  );
create policy enrollments_delete_admin on public.enrollments for delete to authenticated
  using ((select public.is_admin()));

create policy lesson_progress_select_own_or_admin on public.lesson_progress for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
-- course_id has already been derived from the lesson by a BEFORE trigger when this is checked.
create policy lesson_progress_insert_own_enrolled on public.lesson_progress for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.enrollments e
      where e.user_id = (select auth.uid()) and e.course_id = lesson_progress.course_id
    )
  );
create policy lesson_progress_delete_own on public.lesson_progress for delete to authenticated
  using (user_id = (select auth.uid()));

-- ── reviews ──────────────────────────────────────────────────────────────────────────────────
create policy reviews_select_published_own_or_admin on public.reviews for select to anon, authenticated
  using (
    exists (select 1 from public.courses c where c.id = reviews.course_id and c.status = 'published')
    or user_id = (select auth.uid())
    or (select public.is_admin())
  );
create policy reviews_insert_own_enrolled on public.reviews for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.enrollments e
      where e.user_id = (select auth.uid()) and e.course_id = reviews.course_id
    )
  );
create policy reviews_update_own on public.reviews for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.enrollments e
      where e.user_id = (select auth.uid()) and e.course_id = reviews.course_id
    )
  );
create policy reviews_delete_admin on public.reviews for delete to authenticated
  using ((select public.is_admin()));

-- ── certificates: issued only by the database (no insert, update or delete policy) ───────────
create policy certificates_select_own_or_admin on public.certificates for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- ── articles and SEO ─────────────────────────────────────────────────────────────────────────
create policy articles_select_published_or_admin on public.articles for select to anon, authenticated
  using (status = 'published' or (select public.is_admin()));
create policy articles_insert_admin on public.articles for insert to authenticated
  with check ((select public.is_admin()));
create policy articles_update_admin on public.articles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy articles_delete_admin on public.articles for delete to authenticated
  using ((select public.is_admin()));

create policy site_seo_select_all on public.site_seo for select to anon, authenticated
  using (true);
create policy site_seo_insert_admin on public.site_seo for insert to authenticated
  with check ((select public.is_admin()));
create policy site_seo_update_admin on public.site_seo for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy site_seo_delete_admin on public.site_seo for delete to authenticated
  using ((select public.is_admin()));
