-- Lesson videos may live in Storage (issue 19 item 2: "any HTTPS video URL or a Storage object").
-- lesson_contents.video_url then reads `storage:<lesson_id>/<file>`: an object in the private
-- bucket `lesson-videos`, under a folder named after its lesson. The player asks Storage for a
-- signed URL, which Storage grants only to whoever may read that lesson, as for its text.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('lesson-videos', 'lesson-videos', false, 524288000, array['video/mp4', 'video/webm'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

alter table public.lesson_contents drop constraint lesson_contents_video_url_https_or_site_path;
alter table public.lesson_contents
  add constraint lesson_contents_video_url_https_site_path_or_storage
  check (video_url is null or video_url ~ '^(https://[^\s]+|/[^/\s][^\s]*|storage:[0-9]{1,18}/[^\s/][^\s]*)$');

-- The lesson an object belongs to (its first folder), or null for names outside the layout.
create or replace function public.lesson_video_lesson_id(p_name text) returns bigint
language sql immutable set search_path = ''
as $$
  select case when (storage.foldername(p_name))[1] ~ '^[0-9]{1,18}$'
    then (storage.foldername(p_name))[1]::bigint end;
$$;

create policy lesson_videos_select_readable on storage.objects for select to anon, authenticated
  using (
    bucket_id = 'lesson-videos'
    and (
      (select public.is_admin())
      or exists (
        select 1 from public.lessons l
        join public.courses c on c.id = l.course_id
        where l.id = public.lesson_video_lesson_id(objects.name)
          and c.status = 'published'
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
    )
  );
create policy lesson_videos_insert_admin on storage.objects for insert to authenticated
  with check (bucket_id = 'lesson-videos' and (select public.is_admin()));
create policy lesson_videos_update_admin on storage.objects for update to authenticated
  using (bucket_id = 'lesson-videos' and (select public.is_admin()))
  with check (bucket_id = 'lesson-videos' and (select public.is_admin()));
create policy lesson_videos_delete_admin on storage.objects for delete to authenticated
  using (bucket_id = 'lesson-videos' and (select public.is_admin()));
