-- Deactivation takes effect at once (issue: members' trust).
--
-- Before: an admin's ระงับการใช้งาน (users.status = 'inactive') only refused new sign-ins, and only
-- in local-supabase. The member's open session went on enrolling, finishing courses and reviewing
-- until its token expired, and its refresh token kept rotating.
--
-- Now two locks, so it holds on hosted Supabase too (decision 0029):
-- 1. The database: every policy and function that lets a member read paid content or write
--    anything asks is_active_member(), so the next request of an open tab is refused (42501),
--    whatever its token says.
-- 2. The auth service: deactivation bans the auth user (auth.users.banned_until, the column
--    GoTrue's admin API writes for ban_duration), so no sign-in and no refresh succeeds; the
--    browser learns it on its next refresh and signs the tab out with a Thai message.
-- Reactivation lifts both.

-- The caller is a member whose account is active. Definer: it reads users whatever the caller's
-- own policies allow, and it is the one definition every policy below shares.
create or replace function public.is_active_member() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.users u
    where u.id = (select auth.uid()) and u.status = 'active'
  );
$$;
grant execute on function public.is_active_member() to anon, authenticated, service_role;

-- ── users: an inactive member edits nothing, not even their own profile ─────────────────────
drop policy users_update_own_or_admin on public.users;
create policy users_update_own_active_or_admin on public.users for update to authenticated
  using ((id = (select auth.uid()) and (select public.is_active_member())) or (select public.is_admin()))
  with check ((id = (select auth.uid()) and (select public.is_active_member())) or (select public.is_admin()));

-- ── lesson_contents: the paid part, for active enrolled members (previews stay public) ──────
drop policy lesson_contents_select_preview_enrolled_or_admin on public.lesson_contents;
create policy lesson_contents_select_preview_enrolled_or_admin on public.lesson_contents
  for select to anon, authenticated
  using (
    (select public.is_admin())
    or exists (
      select 1 from public.lessons l
      where l.id = lesson_contents.lesson_id
        and (
          l.is_preview
          or (
            (select public.is_active_member())
            and exists (
              select 1 from public.enrollments e
              where e.course_id = l.course_id and e.user_id = (select auth.uid())
            )
          )
        )
    )
  );

-- ── enrollments: as the selling migration says, for active members only ────────────────────
drop policy enrollments_insert_own_free_or_paid on public.enrollments;
create policy enrollments_insert_own_free_or_paid on public.enrollments for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.is_active_member())
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

-- ── progress: completing lessons (and so earning certificates) needs an active member ───────
drop policy lesson_progress_insert_own_enrolled on public.lesson_progress;
create policy lesson_progress_insert_own_enrolled on public.lesson_progress for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.is_active_member())
    and exists (
      select 1 from public.enrollments e
      where e.user_id = (select auth.uid()) and e.course_id = lesson_progress.course_id
    )
  );
drop policy lesson_progress_delete_own on public.lesson_progress;
create policy lesson_progress_delete_own on public.lesson_progress for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_member()));

-- ── reviews ─────────────────────────────────────────────────────────────────────────────────
drop policy reviews_insert_own_enrolled on public.reviews;
create policy reviews_insert_own_enrolled on public.reviews for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.is_active_member())
    and exists (
      select 1 from public.enrollments e
      where e.user_id = (select auth.uid()) and e.course_id = reviews.course_id
    )
  );
drop policy reviews_update_own on public.reviews;
create policy reviews_update_own on public.reviews for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_member()))
  with check (
    user_id = (select auth.uid())
    and (select public.is_active_member())
    and exists (
      select 1 from public.enrollments e
      where e.user_id = (select auth.uid()) and e.course_id = reviews.course_id
    )
  );

-- ── payment slips: uploading is writing ─────────────────────────────────────────────────────
drop policy payment_slips_insert_own_folder on storage.objects;
create policy payment_slips_insert_own_folder on storage.objects for insert to authenticated
  with check (
    bucket_id = 'payment-slips'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.is_active_member())
  );

-- ── get_lesson: the player's read of paid content ───────────────────────────────────────────
create or replace function public.get_lesson(p_lesson_id bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_admin boolean := public.is_admin();
  v_active boolean := public.is_active_member();
  v_lesson jsonb;
begin
  select to_jsonb(l) || jsonb_build_object('video_url', lc.video_url, 'body', coalesce(lc.body, ''))
    into v_lesson
  from public.lessons l
  join public.courses c on c.id = l.course_id
  left join public.lesson_contents lc on lc.lesson_id = l.id
  where l.id = p_lesson_id
    and (
      v_admin
      or (
        c.status = 'published'
        and (
          l.is_preview
          or (
            v_active
            and exists (
              select 1 from public.enrollments e where e.course_id = l.course_id and e.user_id = v_uid
            )
          )
        )
      )
    );
  if v_lesson is null then
    raise exception 'lesson % is not available to you', p_lesson_id
      using errcode = '42501', hint = 'Enrol in the course or choose a free preview lesson.';
  end if;
  return v_lesson;
end;
$$;

-- ── the auth side: deactivation is a ban ────────────────────────────────────────────────────
-- banned_until is what GoTrue checks at sign-in and refresh (and what the admin API's
-- ban_duration sets). 100 years, as GoTrue's own "permanent" bans are a long duration rather
-- than infinity. Definer: only the table owner may write auth.users.
create or replace function public.ban_inactive_member() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update auth.users a
  set banned_until = case when new.status = 'inactive' then now() + interval '100 years' end,
      updated_at = now()
  where a.id = new.id;
  return null;
end;
$$;
revoke execute on function public.ban_inactive_member() from public, anon, authenticated;

create trigger users_ban_inactive_on_insert after insert on public.users
  for each row when (new.status = 'inactive')
  execute function public.ban_inactive_member();
create trigger users_ban_inactive_on_status after update of status on public.users
  for each row when (old.status is distinct from new.status)
  execute function public.ban_inactive_member();

-- Members deactivated before this migration are banned now as well.
update auth.users a set banned_until = now() + interval '100 years'
where exists (select 1 from public.users u where u.id = a.id and u.status = 'inactive');
