-- Issue 31: the instructor was "อ.สมศักดิ์ วงศ์ไพบูลย์" on the course page (instructors.name) and
-- plain "สมศักดิ์ วงศ์ไพบูลย์" (their account's users.name) in the lesson Q&A. A post by the
-- course's own instructor now carries the instructor's public name, as review replies already do
-- (20261124050200_review_replies.sql). Same columns in the same order: the views are replaced in
-- place; the role is worked out from the same join.

create or replace view public.lesson_question_threads with (security_barrier = true) as
select
  q.id,
  q.lesson_id,
  q.course_id,
  q.user_id,
  -- The course's instructor signs as the course page names them (instructors.name, "อ.สมศักดิ์ …").
  coalesce(i.name, u.name) as author_name,
  u.avatar_url as author_avatar_url,
  (q.user_id is null) as author_deleted,
  case
    when u.role = 'admin' then 'admin'
    when i.id is not null then 'instructor'
    else 'learner'
  end as author_role,
  case when q.deleted_at is not null then 'deleted' when h.id is not null then 'hidden' else 'visible' end as status,
  case when q.deleted_at is null and (h.id is null or public.is_admin()) then q.title end as title,
  case when q.deleted_at is null and (h.id is null or public.is_admin()) then q.body end as body,
  q.accepted_reply_id,
  (select count(*) from public.lesson_replies r where r.question_id = q.id)::integer as reply_count,
  q.created_at,
  q.updated_at
from public.lesson_questions q
join public.courses c on c.id = q.course_id
left join public.users u on u.id = q.user_id
left join public.instructors i on i.id = c.instructor_id and i.user_id = q.user_id
left join public.lesson_post_hides h on h.question_id = q.id
where public.can_see_lesson(q.lesson_id);

create or replace view public.lesson_question_replies with (security_barrier = true) as
select
  r.id,
  r.question_id,
  r.lesson_id,
  r.course_id,
  r.user_id,
  coalesce(i.name, u.name) as author_name,
  u.avatar_url as author_avatar_url,
  (r.user_id is null) as author_deleted,
  case
    when u.role = 'admin' then 'admin'
    when i.id is not null then 'instructor'
    else 'learner'
  end as author_role,
  case when r.deleted_at is not null then 'deleted' when h.id is not null then 'hidden' else 'visible' end as status,
  case when r.deleted_at is null and (h.id is null or public.is_admin()) then r.body end as body,
  coalesce(q.accepted_reply_id = r.id, false) as is_accepted,
  r.created_at,
  r.updated_at
from public.lesson_replies r
join public.lesson_questions q on q.id = r.question_id
join public.courses c on c.id = r.course_id
left join public.users u on u.id = r.user_id
left join public.instructors i on i.id = c.instructor_id and i.user_id = r.user_id
left join public.lesson_post_hides h on h.reply_id = r.id
where public.can_see_lesson(r.lesson_id);
