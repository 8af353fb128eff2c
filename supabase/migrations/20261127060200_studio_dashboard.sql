-- The studio's pages (issue 30 item 2, decision 0055), part 3: what an instructor reads about
-- their own courses. Each function answers only for the caller's courses (is_course_instructor):
-- an admin uses /admin, which already sees everything. Learners appear by display name only.

-- The instructor's courses with status, the open revision, enrolments, completion and rating.
create or replace function public.studio_my_courses() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', c.id,
    'title', c.title,
    'status', c.status,
    'price', c.price,
    'revision_status', r.status,
    'review_note', case when r.status = 'returned' then r.review_note end,
    'enrollments', (select count(*) from public.enrollments e where e.course_id = c.id),
    'completed', (select count(*) from public.enrollments e where e.course_id = c.id and e.completed_at is not null),
    'rating_avg', (select round(avg(v.rating), 1) from public.reviews v where v.course_id = c.id),
    'reviews_count', (select count(*) from public.reviews v where v.course_id = c.id)
  ) order by c.id), '[]'::jsonb)
  from public.courses c
  join public.instructors i on i.id = c.instructor_id
  left join public.course_revisions r on r.course_id = c.id and r.status in ('draft', 'submitted', 'returned')
  where i.user_id = (select auth.uid()) and public.is_active_member();
$$;

-- Income per month and course, VAT-exclusive, from paid orders: the same split as the receipts
-- (vat = round(total × 7/107, 2), net = total − vat). Months are Bangkok months.
create or replace function public.studio_income_by_month(p_months integer default 12) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if p_months is null or p_months not between 1 and 120 then
    raise exception 'months_invalid' using errcode = 'P0001';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'month', t.month, 'course_id', t.course_id, 'title', t.title, 'orders', t.orders, 'net', t.net
    ) order by t.month desc, t.course_id)
    from (
      select to_char(o.paid_at at time zone 'Asia/Bangkok', 'YYYY-MM') as month, c.id as course_id, c.title,
        count(*) as orders, sum(o.total - round(o.total * 7 / 107, 2)) as net
      from public.orders o
      join public.courses c on c.id = o.course_id
      join public.instructors i on i.id = c.instructor_id
      where i.user_id = (select auth.uid()) and public.is_active_member()
        and o.status = 'paid'
        and o.paid_at >= date_trunc('month', now() at time zone 'Asia/Bangkok') - make_interval(months => p_months - 1)
      group by 1, 2, 3
    ) t), '[]'::jsonb);
end;
$$;

-- Students of one of the caller's courses with their progress (lessons done of all lessons).
create or replace function public.studio_course_students(p_course_id bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_course_instructor(p_course_id) then
    raise exception 'not the instructor of this course' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'name', coalesce(nullif(u.name, ''), 'ผู้เรียน'),
      'enrolled_at', e.enrolled_at,
      'completed_at', e.completed_at,
      'lessons_done', (select count(*) from public.lesson_progress p where p.user_id = e.user_id and p.course_id = e.course_id),
      'lessons_total', (select count(*) from public.lessons l where l.course_id = e.course_id)
    ) order by e.enrolled_at desc, e.id)
    from public.enrollments e
    join public.users u on u.id = e.user_id
    where e.course_id = p_course_id), '[]'::jsonb);
end;
$$;

-- The Q&A inbox across the caller's courses: unanswered first (no reply by the instructor or an
-- admin), then newest. Deleted and hidden questions are left out.
create or replace function public.studio_questions_inbox() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(q.item || jsonb_build_object('answered', q.answered) order by q.answered, q.created_at desc), '[]'::jsonb)
  from (
    select lq.created_at,
      exists (
        select 1 from public.lesson_replies lr
        join public.users ru on ru.id = lr.user_id
        where lr.question_id = lq.id and lr.deleted_at is null
          and (lr.user_id = (select auth.uid()) or ru.role = 'admin')
      ) as answered,
      jsonb_build_object(
        'id', lq.id, 'course_id', lq.course_id, 'course_title', c.title, 'lesson_id', lq.lesson_id,
        'lesson_title', l.title, 'title', lq.title, 'body', lq.body, 'created_at', lq.created_at,
        'author_name', coalesce(nullif(au.name, ''), 'ผู้เรียน'),
        'replies', (select count(*) from public.lesson_replies lr where lr.question_id = lq.id and lr.deleted_at is null)
      ) as item
    from public.lesson_questions lq
    join public.lessons l on l.id = lq.lesson_id
    join public.courses c on c.id = lq.course_id
    join public.instructors i on i.id = c.instructor_id
    left join public.users au on au.id = lq.user_id
    where i.user_id = (select auth.uid()) and public.is_active_member()
      and lq.deleted_at is null
      and not exists (select 1 from public.lesson_post_hides h where h.question_id = lq.id)
    order by lq.created_at desc
    limit 200
  ) q;
$$;

-- Reviews of the caller's courses, unreplied first, with the reply when there is one.
create or replace function public.studio_reviews_inbox() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', v.id, 'course_id', v.course_id, 'course_title', c.title, 'rating', v.rating, 'comment', v.comment,
    'created_at', v.created_at, 'author_name', coalesce(nullif(u.name, ''), 'ผู้เรียน'), 'reply', rr.body
  ) order by (rr.review_id is not null), v.created_at desc), '[]'::jsonb)
  from public.reviews v
  join public.courses c on c.id = v.course_id
  join public.instructors i on i.id = c.instructor_id
  left join public.users u on u.id = v.user_id
  left join public.review_replies rr on rr.review_id = v.id
  where i.user_id = (select auth.uid()) and public.is_active_member();
$$;

revoke all on function public.studio_my_courses(), public.studio_income_by_month(integer),
  public.studio_course_students(bigint), public.studio_questions_inbox(), public.studio_reviews_inbox()
  from public, anon;
grant execute on function public.studio_my_courses(), public.studio_income_by_month(integer),
  public.studio_course_students(bigint), public.studio_questions_inbox(), public.studio_reviews_inbox()
  to authenticated, service_role;
