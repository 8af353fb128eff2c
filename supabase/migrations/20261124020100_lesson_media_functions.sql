-- Lesson media, part 2: the course's subtitle languages follow its caption tracks, a learner's
-- video position is saved through one checked function, and admins reorder the curriculum.

-- ── courses.subtitles is derived from lesson_captions ──────────────────────────────────────
-- The course page's "คำบรรยาย" fact used to be typed in by hand and could promise captions no
-- video had. Now it is the distinct labels of the course's caption tracks, in track order.
create or replace function public.refresh_course_subtitles(p_course_id bigint) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_labels text[];
begin
  select coalesce(array_agg(t.label order by t.first_position, t.label), '{}') into v_labels
  from (
    select lc.label, min(lc.position) as first_position
    from public.lesson_captions lc
    join public.lessons l on l.id = lc.lesson_id
    where l.course_id = p_course_id
    group by lc.label
  ) t;
  update public.courses set subtitles = v_labels
  where id = p_course_id and subtitles is distinct from v_labels;
end;
$$;
revoke execute on function public.refresh_course_subtitles(bigint) from public, anon, authenticated;

create or replace function public.lesson_captions_refresh_subtitles() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_course bigint;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    select l.course_id into v_course from public.lessons l where l.id = old.lesson_id;
    if v_course is not null then perform public.refresh_course_subtitles(v_course); end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select l.course_id into v_course from public.lessons l where l.id = new.lesson_id;
    if v_course is not null then perform public.refresh_course_subtitles(v_course); end if;
  end if;
  return null;
end;
$$;
create trigger lesson_captions_refresh_subtitles after insert or update or delete on public.lesson_captions
  for each row execute function public.lesson_captions_refresh_subtitles();

-- A deleted lesson takes its tracks with it (cascade), but by then the tracks' trigger can no
-- longer find the course; the lesson's own trigger refreshes it.
create or replace function public.lessons_refresh_subtitles() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.refresh_course_subtitles(old.course_id);
  return null;
end;
$$;
create trigger lessons_refresh_subtitles after delete on public.lessons
  for each row execute function public.lessons_refresh_subtitles();

-- ── save_lesson_watch_position: the player's throttled upsert ──────────────────────────────
-- Only for a lesson the caller may watch, as get_lesson decides: a free preview of a published
-- course, a course they are enrolled in while their account is active, or any lesson for an admin. The position is clamped into the video;
-- played ranges are kept as the player merged them, bounded in size by the table's check.
create or replace function public.save_lesson_watch_position(
  p_lesson_id bigint, p_position_seconds numeric, p_duration_seconds numeric, p_played_ranges jsonb
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_duration numeric := greatest(0, least(coalesce(p_duration_seconds, 0), 86400));
begin
  if v_uid is null or not public.is_active_member() then
    raise exception 'sign in to save your place' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.lessons l
    join public.courses c on c.id = l.course_id
    where l.id = p_lesson_id
      and (
        public.is_admin()
        or (c.status = 'published' and (l.is_preview or exists (
          select 1 from public.enrollments e where e.course_id = l.course_id and e.user_id = v_uid
        )))
      )
  ) then
    raise exception 'lesson % is not available to you', p_lesson_id using errcode = '42501';
  end if;
  if p_played_ranges is null or jsonb_typeof(p_played_ranges) <> 'array' or jsonb_array_length(p_played_ranges) > 200 then
    raise exception 'played ranges must be an array of at most 200 [start, end] pairs' using errcode = '22023';
  end if;
  insert into public.lesson_watch_positions as w (user_id, lesson_id, position_seconds, duration_seconds, played_ranges, updated_at)
  values (
    v_uid, p_lesson_id,
    round(greatest(0, least(coalesce(p_position_seconds, 0), v_duration)), 2),
    round(v_duration, 2), p_played_ranges, now()
  )
  on conflict (user_id, lesson_id) do update
    set position_seconds = excluded.position_seconds,
        duration_seconds = excluded.duration_seconds,
        played_ranges = excluded.played_ranges,
        updated_at = excluded.updated_at;
end;
$$;
revoke execute on function public.save_lesson_watch_position(bigint, numeric, numeric, jsonb) from public, anon;
grant execute on function public.save_lesson_watch_position(bigint, numeric, numeric, jsonb) to authenticated;

-- ── Reordering the curriculum (admins) ─────────────────────────────────────────────────────
-- Moves a module one place up (p_offset -1) or down (+1) within its course: positions are
-- renumbered 1..n in the current order first, so ties and gaps from hand-typed positions
-- cannot make a move a no-op. At either end it does nothing.
create or replace function public.admin_move_module(p_module_id bigint, p_offset integer) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_course bigint;
  v_from integer;
begin
  if not public.is_admin() then
    raise exception 'only admins reorder the curriculum' using errcode = '42501';
  end if;
  if p_offset not in (-1, 1) then
    raise exception 'offset must be -1 or 1' using errcode = '22023';
  end if;
  select m.course_id into v_course from public.course_modules m where m.id = p_module_id;
  if v_course is null then
    raise exception 'module % does not exist', p_module_id using errcode = 'P0002';
  end if;
  update public.course_modules m set position = r.rn
  from (
    select id, row_number() over (order by position, id)::integer as rn
    from public.course_modules where course_id = v_course
  ) r
  where m.id = r.id and m.position is distinct from r.rn;
  select position into v_from from public.course_modules where id = p_module_id;
  update public.course_modules
  set position = case when id = p_module_id then v_from + p_offset else v_from end
  where course_id = v_course
    and (id = p_module_id or position = v_from + p_offset)
    and exists (select 1 from public.course_modules n where n.course_id = v_course and n.position = v_from + p_offset);
end;
$$;

-- The same for a lesson within its module.
create or replace function public.admin_move_lesson(p_lesson_id bigint, p_offset integer) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_module bigint;
  v_from integer;
begin
  if not public.is_admin() then
    raise exception 'only admins reorder the curriculum' using errcode = '42501';
  end if;
  if p_offset not in (-1, 1) then
    raise exception 'offset must be -1 or 1' using errcode = '22023';
  end if;
  select l.module_id into v_module from public.lessons l where l.id = p_lesson_id;
  if v_module is null then
    raise exception 'lesson % does not exist', p_lesson_id using errcode = 'P0002';
  end if;
  update public.lessons l set position = r.rn
  from (
    select id, row_number() over (order by position, id)::integer as rn
    from public.lessons where module_id = v_module
  ) r
  where l.id = r.id and l.position is distinct from r.rn;
  select position into v_from from public.lessons where id = p_lesson_id;
  update public.lessons
  set position = case when id = p_lesson_id then v_from + p_offset else v_from end
  where module_id = v_module
    and (id = p_lesson_id or position = v_from + p_offset)
    and exists (select 1 from public.lessons n where n.module_id = v_module and n.position = v_from + p_offset);
end;
$$;
revoke execute on function public.admin_move_module(bigint, integer), public.admin_move_lesson(bigint, integer) from public, anon;
grant execute on function public.admin_move_module(bigint, integer), public.admin_move_lesson(bigint, integer) to authenticated;
