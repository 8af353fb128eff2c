-- Completion rules (issue 19, item 5): a course is finished, its certificate issued and its
-- points awarded only when every lesson of the course is complete and every quiz passed.
--
-- Every lesson is required (there is no optional lesson), and progress counts every lesson
-- type alike, as my_course_progress always has. A quiz's progress row can only exist after a
-- passing attempt (require_passed_quiz); the count below asks again, so progress written before
-- quizzes existed, or by hand, can never stand in for a pass.

-- Points a learner earns for finishing a course (shown on the profile).
create or replace function public.course_completion_points() returns integer
language sql immutable set search_path = ''
as $$ select 100 $$;

create or replace function public.complete_course_when_done() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_total integer;
  v_done integer;
  v_certificate_id bigint;
begin
  select count(*) into v_total from public.lessons l where l.course_id = new.course_id;
  select count(*) into v_done
  from public.lesson_progress p
  join public.lessons l on l.id = p.lesson_id
  where p.user_id = new.user_id and l.course_id = new.course_id
    and (
      l.type <> 'quiz'
      or exists (
        select 1 from public.quiz_attempts a
        where a.user_id = p.user_id and a.lesson_id = l.id and a.passed
      )
    );
  if v_total = 0 or v_done < v_total then
    return null;
  end if;
  update public.enrollments e set completed_at = coalesce(e.completed_at, now())
  where e.user_id = new.user_id and e.course_id = new.course_id;
  insert into public.certificates (user_id, course_id, code)
  values (new.user_id, new.course_id, public.new_certificate_code())
  on conflict (user_id, course_id) do nothing
  returning id into v_certificate_id;
  -- Points once per course: only the insert that issued the certificate awards them. The
  -- users guard lets this through (definer rights: current_user is the owner, not a browser role).
  if v_certificate_id is not null then
    update public.users u set points = u.points + public.course_completion_points() where u.id = new.user_id;
  end if;
  return null;
end;
$$;

-- The dashboard and the catalogue link a finished course to its certificate: the code comes
-- with the progress row (the caller's own certificate, under the caller's RLS). New column last,
-- as create or replace view requires.
create or replace view public.my_course_progress with (security_invoker = true) as
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
  greatest(e.enrolled_at, d.last_completed_at) as last_activity_at,
  (select c.code from public.certificates c where c.user_id = e.user_id and c.course_id = e.course_id) as certificate_code
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

revoke execute on function public.course_completion_points() from public, anon, authenticated;
