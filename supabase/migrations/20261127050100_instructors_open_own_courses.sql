-- Instructors open their own courses whole (issue 30 item 4): every lesson of a course opens for
-- its instructor and for admins without enrolling — content, quiz, exercise, captions, video
-- (signed URL) and Q&A. Every reader check below now asks can_open_course_whole(); the learner
-- rule (published course, and a free preview or an active enrolled member) is unchanged.
-- Same signatures as before, so every policy and function that calls them follows.

create or replace function public.can_read_lesson(p_lesson_id bigint) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.lessons l
    join public.courses c on c.id = l.course_id
    where l.id = p_lesson_id
      and (
        public.can_open_course_whole(c.id)
        or (
          c.status = 'published'
          and (
            l.is_preview
            or (
              public.is_active_member()
              and exists (select 1 from public.enrollments e where e.course_id = l.course_id and e.user_id = (select auth.uid()))
            )
          )
        )
      )
  );
$$;

-- The quiz's copy of the rule: now the one above.
create or replace function public.can_open_lesson(p_lesson_id bigint) returns boolean
language sql stable security definer set search_path = ''
as $$
  select public.can_read_lesson(p_lesson_id);
$$;

-- Q&A reading: the same rule (it already let the instructor in, but only on published courses).
create or replace function public.can_see_lesson(p_lesson_id bigint) returns boolean
language sql stable security definer set search_path = ''
as $$
  select public.can_read_lesson(p_lesson_id);
$$;

-- get_lesson: the player's read of paid content, through the one rule.
create or replace function public.get_lesson(p_lesson_id bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_lesson jsonb;
begin
  if public.can_read_lesson(p_lesson_id) then
    select to_jsonb(l) || jsonb_build_object('video_url', lc.video_url, 'body', coalesce(lc.body, ''))
      into v_lesson
    from public.lessons l
    left join public.lesson_contents lc on lc.lesson_id = l.id
    where l.id = p_lesson_id;
  end if;
  if v_lesson is null then
    raise exception 'lesson % is not available to you', p_lesson_id
      using errcode = '42501', hint = 'Enrol in the course or choose a free preview lesson.';
  end if;
  return v_lesson;
end;
$$;

drop policy lesson_contents_select_preview_enrolled_or_admin on public.lesson_contents;
create policy lesson_contents_select_readers on public.lesson_contents for select to anon, authenticated
  using ((select public.can_read_lesson(lesson_contents.lesson_id)));

drop policy lesson_captions_select_preview_enrolled_or_admin on public.lesson_captions;
create policy lesson_captions_select_readers on public.lesson_captions for select to anon, authenticated
  using ((select public.can_read_lesson(lesson_captions.lesson_id)));

-- The video's signed URL: Storage signs only what the caller may select.
drop policy lesson_videos_select_readable on storage.objects;
create policy lesson_videos_select_readable on storage.objects for select to anon, authenticated
  using (bucket_id = 'lesson-videos' and public.can_read_lesson(public.lesson_video_lesson_id(objects.name)));

-- The course page asks this to offer "คุณเป็นผู้สอนคอร์สนี้" instead of the enrol button.
-- (is_instructor_of is granted in the previous migration; nothing more to add.)
