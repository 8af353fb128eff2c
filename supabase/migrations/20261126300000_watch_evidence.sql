-- Server-checked evidence for lesson completion (issue 27, decision 0043), part 1: video watch
-- time the server measured with its own clock, and one definer function through which a learner
-- completes any lesson. Until now a learner could insert every lesson_progress row of a course at
-- once and be issued its certificate.

-- The video's real length, set by whoever uploads it (the seed's sample clip is 6.5 s). Without
-- it the lesson's duration_minutes is the length the server requires watching.
alter table public.lesson_contents
  add column video_duration_seconds numeric(10, 2)
    check (video_duration_seconds is null or (video_duration_seconds > 0 and video_duration_seconds <= 86400));

-- One row per learner and video lesson: the last heartbeat (position and the server's time) and
-- the watch time credited so far. Written only by record_watch_progress; no browser role writes.
create table public.lesson_watch_progress (
  user_id uuid not null references public.users (id) on delete cascade,
  lesson_id bigint not null references public.lessons (id) on delete cascade,
  last_position_seconds numeric(10, 2) not null check (last_position_seconds between 0 and 86400),
  last_heartbeat_at timestamptz not null default now(),
  credited_seconds numeric(10, 2) not null default 0 check (credited_seconds between 0 and 86400),
  primary key (user_id, lesson_id)
);
create index lesson_watch_progress_lesson_id_idx on public.lesson_watch_progress (lesson_id);
alter table public.lesson_watch_progress enable row level security;
revoke insert, update, delete, truncate on public.lesson_watch_progress from anon, authenticated;
revoke all on public.lesson_watch_progress from anon;
create policy lesson_watch_progress_select_own on public.lesson_watch_progress for select to authenticated
  using (user_id = (select auth.uid()));

-- The length the server holds a video lesson to, in seconds (null: not a video lesson with a video).
create or replace function public.lesson_video_seconds(p_lesson_id bigint) returns numeric
language sql stable security definer set search_path = ''
as $$
  select coalesce(c.video_duration_seconds, greatest(l.duration_minutes, 1) * 60.0)
  from public.lessons l
  join public.lesson_contents c on c.lesson_id = l.id
  where l.id = p_lesson_id and l.type = 'video' and c.video_url is not null;
$$;

-- Watch time needed to complete a video lesson: 80 % of its length.
create or replace function public.video_watch_share_required() returns numeric
language sql immutable set search_path = ''
as $$ select 0.8 $$;

-- The lesson player's heartbeat (while playing, on pause and at the end). Credits the time
-- between this heartbeat and the last one: at most the distance moved forward in the video and at
-- most 2 × the wall time between them by the server's now(), so skipping ahead or a script
-- sending "I'm at the end" is worth at most twice the real time it waited. The client sends a
-- position only, never a time. Returns { credited_seconds, required_seconds, watched_enough }.
create or replace function public.record_watch_progress(p_lesson_id bigint, p_position numeric) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := public.require_active_member();
  v_length numeric;
  v_position numeric;
  v_row public.lesson_watch_progress;
begin
  v_length := public.lesson_video_seconds(p_lesson_id);
  if v_length is null or not public.can_read_lesson(p_lesson_id) then
    raise exception 'video_not_available' using errcode = 'P0001';
  end if;
  if p_position is null or p_position < 0 or p_position > 86400 then
    raise exception 'position_invalid' using errcode = 'P0001';
  end if;
  v_position := round(least(p_position, v_length), 2);

  -- Two tabs' heartbeats must not both be credited against the same previous one.
  select * into v_row from public.lesson_watch_progress w
  where w.user_id = v_uid and w.lesson_id = p_lesson_id for update;
  if v_row.user_id is null then
    insert into public.lesson_watch_progress (user_id, lesson_id, last_position_seconds, last_heartbeat_at, credited_seconds)
    values (v_uid, p_lesson_id, v_position, now(), 0)
    on conflict (user_id, lesson_id) do nothing
    returning * into v_row;
  else
    update public.lesson_watch_progress w
    set credited_seconds = round(least(v_length, w.credited_seconds + greatest(0, least(
          v_position - w.last_position_seconds,
          2 * extract(epoch from (now() - w.last_heartbeat_at))
        ))), 2),
        last_position_seconds = v_position,
        last_heartbeat_at = now()
    where w.user_id = v_uid and w.lesson_id = p_lesson_id
    returning * into v_row;
  end if;
  return jsonb_build_object(
    'credited_seconds', coalesce(v_row.credited_seconds, 0),
    'required_seconds', round(v_length * public.video_watch_share_required(), 2),
    'watched_enough', coalesce(v_row.credited_seconds, 0) >= v_length * public.video_watch_share_required()
  );
end;
$$;

-- Does completing this lesson need evidence? Not for a document, a project, an exercise without
-- code or a video lesson without a video: those stay self-declared (README "What the server checks").
create or replace function public.lesson_needs_evidence(p_lesson_id bigint) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.lessons l
    where l.id = p_lesson_id
      and (
        l.type = 'quiz'
        or (l.type = 'exercise' and exists (select 1 from public.lesson_exercises x where x.lesson_id = l.id))
        or public.lesson_video_seconds(l.id) is not null
      )
  );
$$;

-- Has this learner earned the completion of this lesson by evidence the server checked? Quiz: a
-- passing attempt. Exercise with code: a submission the server graded as passed. Video with a
-- video: 80 % of its length credited by record_watch_progress. Anything else (a document, a
-- project, an exercise without code, a video lesson without a video) is self-declared.
create or replace function public.lesson_completion_evidence(p_user_id uuid, p_lesson_id bigint) returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_type text;
  v_length numeric;
begin
  select l.type into v_type from public.lessons l where l.id = p_lesson_id;
  if v_type = 'quiz' then
    return case when exists (
      select 1 from public.quiz_attempts a where a.user_id = p_user_id and a.lesson_id = p_lesson_id and a.passed
    ) then 'ok' else 'quiz_not_passed' end;
  end if;
  if v_type = 'exercise' and exists (select 1 from public.lesson_exercises x where x.lesson_id = p_lesson_id) then
    return case when exists (
      select 1 from public.exercise_submissions s
      where s.user_id = p_user_id and s.lesson_id = p_lesson_id and s.status = 'passed'
    ) then 'ok' else 'exercise_not_passed' end;
  end if;
  v_length := public.lesson_video_seconds(p_lesson_id);
  if v_length is not null then
    return case when exists (
      select 1 from public.lesson_watch_progress w
      where w.user_id = p_user_id and w.lesson_id = p_lesson_id
        and w.credited_seconds >= v_length * public.video_watch_share_required()
    ) then 'ok' else 'video_not_watched' end;
  end if;
  return 'self_declared';
end;
$$;

-- The one way a learner completes a lesson: enrolled, active, the lesson readable, and the
-- evidence its type needs. Keys (P0001): not_signed_in, member_inactive, lesson_not_available,
-- not_enrolled, quiz_not_passed, exercise_not_passed, video_not_watched. Completing twice is
-- not an error. Returns { lesson_id, certificate_code } (the code once the course is finished).
create or replace function public.complete_lesson(p_lesson_id bigint) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := public.require_active_member();
  v_course bigint;
  v_evidence text;
  v_code text;
begin
  select l.course_id into v_course from public.lessons l where l.id = p_lesson_id;
  if v_course is null or not public.can_read_lesson(p_lesson_id) then
    raise exception 'lesson_not_available' using errcode = 'P0001';
  end if;
  if not exists (select 1 from public.enrollments e where e.user_id = v_uid and e.course_id = v_course) then
    raise exception 'not_enrolled' using errcode = 'P0001';
  end if;
  -- Already complete (a double click, another tab, or progress from before issue 27): nothing to prove again.
  if exists (select 1 from public.lesson_progress p where p.user_id = v_uid and p.lesson_id = p_lesson_id) then
    select c.code into v_code from public.certificates c where c.user_id = v_uid and c.course_id = v_course;
    return jsonb_build_object('lesson_id', p_lesson_id, 'certificate_code', v_code);
  end if;
  v_evidence := public.lesson_completion_evidence(v_uid, p_lesson_id);
  if v_evidence not in ('ok', 'self_declared') then
    raise exception '%', v_evidence using errcode = 'P0001';
  end if;
  insert into public.lesson_progress (user_id, lesson_id, course_id)
  values (v_uid, p_lesson_id, v_course)
  on conflict (user_id, lesson_id) do nothing;
  select c.code into v_code from public.certificates c where c.user_id = v_uid and c.course_id = v_course;
  return jsonb_build_object('lesson_id', p_lesson_id, 'certificate_code', v_code);
end;
$$;

-- A learner may still insert progress directly, but only for a self-declared lesson (older
-- clients, and the documents they read): everything with evidence goes through complete_lesson
-- or the graders. The seed and the service role are trusted as before.
drop policy lesson_progress_insert_own_enrolled on public.lesson_progress;
create policy lesson_progress_insert_own_enrolled on public.lesson_progress for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.is_active_member())
    and exists (
      select 1 from public.enrollments e
      where e.user_id = (select auth.uid()) and e.course_id = lesson_progress.course_id
    )
    and not public.lesson_needs_evidence(lesson_progress.lesson_id)
  );

revoke execute on function public.lesson_video_seconds(bigint), public.video_watch_share_required(),
  public.lesson_completion_evidence(uuid, bigint), public.lesson_needs_evidence(bigint) from public, anon, authenticated;
-- The insert policy calls it as the browser role (it says nothing about any learner).
grant execute on function public.lesson_needs_evidence(bigint) to authenticated;
revoke execute on function public.record_watch_progress(bigint, numeric), public.complete_lesson(bigint) from public, anon;
grant execute on function public.record_watch_progress(bigint, numeric), public.complete_lesson(bigint) to authenticated, service_role;
