-- Instructor pages (/instructor/{id}, issue 20 item 2) and the instructor's own account.
--
-- An instructor may have a sign-in account (users.id): the course's instructor may then reply
-- to its reviews (next migration). The link is an opaque id, as the reviewer ids of
-- course_reviews are; nothing of the account's profile is readable through it.
alter table public.instructors
  add column user_id uuid unique references public.users (id) on delete set null;

-- True when the caller is the active member linked to the instructor of this course (any
-- status: an instructor may answer on a course an admin has unpublished).
create or replace function public.is_course_instructor(p_course_id bigint) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from public.courses c
    join public.instructors i on i.id = c.instructor_id
    where c.id = p_course_id
      and i.user_id = (select auth.uid())
      and public.is_active_member()
  );
$$;
revoke execute on function public.is_course_instructor(bigint) from public;
grant execute on function public.is_course_instructor(bigint) to anon, authenticated, service_role;

-- An instructor's public figures, computed from the published catalogue: how many published
-- courses, how many distinct learners across them, and the average of their reviews (one
-- decimal, 0 with reviews_count 0 when none). Owner's rights like course_catalog
-- (decision 0005): it counts everyone's enrollments and reviews, and only counts leave.
create view public.instructor_profiles with (security_barrier = true) as
select
  i.id,
  i.name,
  i.title,
  i.bio,
  i.avatar_url,
  coalesce(cs.courses_count, 0)::integer as courses_count,
  coalesce(st.students_count, 0)::integer as students_count,
  coalesce(rv.rating_avg, 0)::numeric(2, 1) as rating_avg,
  coalesce(rv.reviews_count, 0)::integer as reviews_count
from public.instructors i
left join lateral (
  select count(*) as courses_count
  from public.courses c where c.instructor_id = i.id and c.status = 'published'
) cs on true
left join lateral (
  select count(distinct e.user_id) as students_count
  from public.enrollments e
  join public.courses c on c.id = e.course_id
  where c.instructor_id = i.id and c.status = 'published'
) st on true
left join lateral (
  select round(avg(r.rating), 1) as rating_avg, count(*) as reviews_count
  from public.reviews r
  join public.courses c on c.id = r.course_id
  where c.instructor_id = i.id and c.status = 'published'
) rv on true;

revoke insert, update, delete, truncate on public.instructor_profiles from anon, authenticated;
grant select on public.instructor_profiles to anon, authenticated, service_role;
