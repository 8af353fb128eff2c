-- The RianCode schema, part 3: read models (views). The contract is docs/data-model.md.
--
-- course_catalog, course_reviews and published_articles run with the view owner's rights
-- (the default, security_invoker = false) on purpose: they must count everyone's enrollments
-- and reviews and show a reviewer's or author's display name, which the callers' own RLS
-- hides. Each one filters its rows itself (published only, drafts for admins) and exposes
-- only aggregates and display fields; security_barrier keeps a caller's filter functions from
-- seeing rows before that filter runs. See docs/decisions/0005-definer-views.md.

create view public.course_catalog with (security_barrier = true) as
select
  c.*,
  i.name as instructor_name,
  i.title as instructor_title,
  i.avatar_url as instructor_avatar_url,
  coalesce(ls.lessons_count, 0)::integer as lessons_count,
  coalesce(ls.duration_minutes, 0)::integer as duration_minutes,
  coalesce(en.students_count, 0)::integer as students_count,
  coalesce(rv.rating_avg, 0)::numeric(2, 1) as rating_avg,
  coalesce(rv.reviews_count, 0)::integer as reviews_count
from public.courses c
left join public.instructors i on i.id = c.instructor_id
left join lateral (
  select count(*) as lessons_count, sum(l.duration_minutes) as duration_minutes
  from public.lessons l where l.course_id = c.id
) ls on true
left join lateral (
  select count(*) as students_count from public.enrollments e where e.course_id = c.id
) en on true
left join lateral (
  select round(avg(r.rating), 1) as rating_avg, count(*) as reviews_count
  from public.reviews r where r.course_id = c.id
) rv on true
where c.status = 'published' or (select public.is_admin());

-- The caller's own enrollments only (even for an admin), under the caller's own RLS.
create view public.my_course_progress with (security_invoker = true) as
select
  e.course_id,
  e.enrolled_at,
  e.completed_at,
  coalesce(t.total_lessons, 0)::integer as total_lessons,
  coalesce(d.completed_lessons, 0)::integer as completed_lessons,
  case
    when coalesce(t.total_lessons, 0) = 0 then 0
    else least(100, floor(100.0 * coalesce(d.completed_lessons, 0) / t.total_lessons))::integer
  end as progress_percent,
  coalesce(d.completed_minutes, 0)::integer as completed_minutes,
  coalesce(t.total_minutes, 0)::integer as total_minutes,
  greatest(e.enrolled_at, d.last_completed_at) as last_activity_at
from public.enrollments e
left join lateral (
  select count(*) as total_lessons, sum(l.duration_minutes) as total_minutes
  from public.lessons l where l.course_id = e.course_id
) t on true
left join lateral (
  select
    count(*) as completed_lessons,
    sum(l.duration_minutes) as completed_minutes,
    max(p.completed_at) as last_completed_at
  from public.lesson_progress p
  join public.lessons l on l.id = p.lesson_id
  where p.user_id = e.user_id and l.course_id = e.course_id
) d on true
where e.user_id = (select auth.uid());

create view public.course_reviews with (security_barrier = true) as
select
  r.id,
  r.course_id,
  r.user_id,
  r.rating,
  r.comment,
  r.created_at,
  r.updated_at,
  u.name as reviewer_name,
  u.avatar_url as reviewer_avatar_url
from public.reviews r
join public.courses c on c.id = r.course_id and c.status = 'published'
left join public.users u on u.id = r.user_id
order by r.created_at desc, r.id desc;

create view public.published_articles with (security_barrier = true) as
select
  a.id,
  a.title,
  a.excerpt,
  a.cover_url,
  u.name as author_name,
  a.views,
  a.published_at
from public.articles a
left join public.users u on u.id = a.author_id
where a.status = 'published'
order by a.published_at desc nulls last, a.id desc;

-- Read-only for the API roles (none of them is auto-updatable anyway; this says so plainly).
revoke insert, update, delete, truncate on public.course_catalog, public.my_course_progress,
  public.course_reviews, public.published_articles from anon, authenticated;
grant select on public.course_catalog, public.my_course_progress, public.course_reviews,
  public.published_articles to anon, authenticated, service_role;
