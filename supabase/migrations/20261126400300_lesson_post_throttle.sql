-- Issue 27 item 4: one member posted 1,311 questions and replies in 22 s. Decision 0044.
-- A member's browser may add at most 5 posts (questions and replies together) per minute and 30
-- per hour; the next one is refused with P0001 'post_rate_limited' (HTTP 400 through PostgREST),
-- which the Q&A page shows in Thai. Deleted posts still count: deleting does not buy new posts.
-- Trusted writers (the seed, definer functions, the service role) are not throttled. An invoker
-- trigger, like prepare_lesson_*: the member counts their own posts, which they may read.

create or replace function public.throttle_lesson_posts() returns trigger
language plpgsql set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_minute integer;
  v_hour integer;
begin
  if v_uid is null or current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- Two tabs posting at once count one after the other.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('lesson_posts/' || v_uid::text, 0));
  select count(*) filter (where p.created_at > now() - interval '1 minute'), count(*)
    into v_minute, v_hour
  from (
    select q.created_at from public.lesson_questions q
    where q.user_id = v_uid and q.created_at > now() - interval '1 hour'
    union all
    select r.created_at from public.lesson_replies r
    where r.user_id = v_uid and r.created_at > now() - interval '1 hour'
  ) p;
  if v_minute >= 5 or v_hour >= 30 then
    raise exception 'post_rate_limited'
      using errcode = 'P0001',
            detail = case when v_minute >= 5 then 'at most 5 posts a minute' else 'at most 30 posts an hour' end;
  end if;
  return new;
end;
$$;

create index if not exists lesson_questions_user_created_idx on public.lesson_questions (user_id, created_at);
create index if not exists lesson_replies_user_created_idx on public.lesson_replies (user_id, created_at);

create trigger lesson_questions_throttle before insert on public.lesson_questions
  for each row execute function public.throttle_lesson_posts();
create trigger lesson_replies_throttle before insert on public.lesson_replies
  for each row execute function public.throttle_lesson_posts();
