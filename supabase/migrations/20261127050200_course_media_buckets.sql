-- Course media in Storage (issue 30 item 5, decision 0054). Five buckets, one folder per lesson
-- or per course, so the folder names whose course an object is:
--   lesson-videos    private  <lesson_id>/<file>   mp4/webm, up to 2 GB (resumable upload)
--   lesson-captions  private  <lesson_id>/<lang>.vtt  WebVTT, 1 MB
--   lesson-files     private  <lesson_id>/<file>   PDF/ZIP downloads, 200 MB
--   course-covers    public   <course_id>/<file>   16:9 images cropped in the browser, 5 MB
--   lesson-images    public   <course_id>/<file>   images pasted into the Markdown editor, 5 MB
-- Reading a private one: whoever may read the lesson (can_read_lesson: enrolled learners, free
-- previews, the course's instructor, admins), served through signed URLs. Writing any of them:
-- can_author_course() — an admin, or the course's instructor at aal2. Types are checked from the
-- bytes by local-supabase (STORAGE_CONTENT_CHECKED_BUCKETS); sizes per bucket; and the bytes of
-- every course count against its instructor's quota.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('lesson-videos', 'lesson-videos', false, 2147483648, array['video/mp4', 'video/webm']),
  ('lesson-captions', 'lesson-captions', false, 1048576, array['text/vtt']),
  ('lesson-files', 'lesson-files', false, 209715200, array['application/pdf', 'application/zip']),
  ('course-covers', 'course-covers', true, 5242880, array['image/jpeg', 'image/png', 'image/webp']),
  ('lesson-images', 'lesson-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The course an object of these buckets belongs to, or null (a name outside the layout, an
-- unknown lesson): null makes every policy below refuse.
create or replace function public.media_course_id(p_bucket text, p_name text) returns bigint
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_folder text;
begin
  -- Storage policies run this as the caller: oversized input is refused before any work (decision 0042).
  if octet_length(p_name) > 1024 or octet_length(p_bucket) > 100 then
    raise exception 'p_name is longer than 1024 bytes (a Storage object name)' using errcode = '22023';
  end if;
  v_folder := (storage.foldername(p_name))[1];
  if v_folder is null or v_folder !~ '^[0-9]{1,18}$' then
    return null;
  end if;
  if p_bucket in ('lesson-videos', 'lesson-captions', 'lesson-files') then
    return (select l.course_id from public.lessons l where l.id = v_folder::bigint);
  end if;
  if p_bucket in ('course-covers', 'lesson-images') then
    return (select c.id from public.courses c where c.id = v_folder::bigint);
  end if;
  return null;
end;
$$;
revoke execute on function public.media_course_id(text, text) from public;
grant execute on function public.media_course_id(text, text) to anon, authenticated, service_role;

-- ── writing: admins and the course's instructor at aal2 ─────────────────────────────────────
drop policy lesson_videos_insert_admin on storage.objects;
drop policy lesson_videos_update_admin on storage.objects;
drop policy lesson_videos_delete_admin on storage.objects;

create policy course_media_insert_authors on storage.objects for insert to authenticated
  with check (
    bucket_id in ('lesson-videos', 'lesson-captions', 'lesson-files', 'course-covers', 'lesson-images')
    and public.can_author_course(public.media_course_id(bucket_id, name))
  );
create policy course_media_update_authors on storage.objects for update to authenticated
  using (
    bucket_id in ('lesson-videos', 'lesson-captions', 'lesson-files', 'course-covers', 'lesson-images')
    and public.can_author_course(public.media_course_id(bucket_id, name))
  )
  with check (
    bucket_id in ('lesson-videos', 'lesson-captions', 'lesson-files', 'course-covers', 'lesson-images')
    and public.can_author_course(public.media_course_id(bucket_id, name))
  );
create policy course_media_delete_authors on storage.objects for delete to authenticated
  using (
    bucket_id in ('lesson-videos', 'lesson-captions', 'lesson-files', 'course-covers', 'lesson-images')
    and public.can_author_course(public.media_course_id(bucket_id, name))
  );

-- ── reading: private lesson media as the lesson; public buckets need no select policy to be
-- served, but an author needs select to replace (upsert) or list their files ────────────────
create policy lesson_private_media_select_readers on storage.objects for select to anon, authenticated
  using (
    bucket_id in ('lesson-captions', 'lesson-files')
    and public.can_read_lesson(public.lesson_video_lesson_id(name))
  );
create policy course_public_media_select_authors on storage.objects for select to authenticated
  using (
    bucket_id in ('course-covers', 'lesson-images')
    and public.can_author_course(public.media_course_id(bucket_id, name))
  );

-- ── quotas per instructor ────────────────────────────────────────────────────────────────────
-- No row = the default 20 GB. Admins set another.
create table public.instructor_storage_quotas (
  instructor_id bigint primary key references public.instructors (id) on delete cascade,
  bytes_limit bigint not null check (bytes_limit between 0 and 10995116277760),
  updated_at timestamptz not null default now()
);
alter table public.instructor_storage_quotas enable row level security;
create policy instructor_storage_quotas_select_admin_or_own on public.instructor_storage_quotas for select to authenticated
  using ((select public.is_admin()) or instructor_id = (select public.current_instructor_id()));
create policy instructor_storage_quotas_write_admin on public.instructor_storage_quotas for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create or replace function public.instructor_storage_limit(p_instructor_id bigint) returns bigint
language sql stable security definer set search_path = ''
as $$
  select coalesce((select q.bytes_limit from public.instructor_storage_quotas q where q.instructor_id = p_instructor_id),
                  21474836480);
$$;

create or replace function public.instructor_storage_used(p_instructor_id bigint) returns bigint
language sql stable security definer set search_path = ''
as $$
  select coalesce(sum(coalesce((o.metadata ->> 'size')::bigint, 0)), 0)::bigint
  from storage.objects o
  join public.courses c on c.id = public.media_course_id(o.bucket_id, o.name)
  where o.bucket_id in ('lesson-videos', 'lesson-captions', 'lesson-files', 'course-covers', 'lesson-images')
    and c.instructor_id = p_instructor_id;
$$;
revoke execute on function public.instructor_storage_limit(bigint), public.instructor_storage_used(bigint) from public, anon, authenticated;

-- What the upload component shows and checks before sending a byte: the quota of the course's
-- instructor (admins and that instructor only). { used, limit } in bytes; limit null = none
-- (a course without an instructor).
create or replace function public.course_media_quota(p_course_id bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_instructor bigint;
begin
  if not public.can_open_course_whole(p_course_id) then
    raise exception 'course % is not yours', p_course_id using errcode = '42501';
  end if;
  select c.instructor_id into v_instructor from public.courses c where c.id = p_course_id;
  if v_instructor is null then
    return jsonb_build_object('used', 0, 'limit', null);
  end if;
  return jsonb_build_object('used', public.instructor_storage_used(v_instructor),
                            'limit', public.instructor_storage_limit(v_instructor));
end;
$$;
revoke execute on function public.course_media_quota(bigint) from public, anon;
grant execute on function public.course_media_quota(bigint) to authenticated, service_role;

-- The quota holds when the object row gets its size (local-supabase writes it with the row;
-- hosted Storage writes the row, then its metadata): over the limit, the write fails and
-- Storage removes the upload. A replaced version's own bytes do not count twice.
create or replace function public.enforce_instructor_storage_quota() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_instructor bigint;
  v_size bigint := coalesce((new.metadata ->> 'size')::bigint, 0);
  v_previous bigint := 0;
begin
  if new.bucket_id not in ('lesson-videos', 'lesson-captions', 'lesson-files', 'course-covers', 'lesson-images') or v_size = 0 then
    return new;
  end if;
  select c.instructor_id into v_instructor from public.courses c where c.id = public.media_course_id(new.bucket_id, new.name);
  if v_instructor is null then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    v_previous := coalesce((old.metadata ->> 'size')::bigint, 0);
  end if;
  if public.instructor_storage_used(v_instructor) - v_previous + v_size > public.instructor_storage_limit(v_instructor) then
    raise exception 'storage_quota_exceeded' using errcode = 'P0001',
      hint = 'The instructor''s storage quota is used up: remove old files or ask an admin for more.';
  end if;
  return new;
end;
$$;
revoke execute on function public.enforce_instructor_storage_quota() from public, anon, authenticated;
create trigger course_media_quota before insert or update of metadata on storage.objects
  for each row execute function public.enforce_instructor_storage_quota();

-- ── orphans ─────────────────────────────────────────────────────────────────────────────────
-- Objects whose lesson or course is gone. A direct delete from storage.objects would leave the
-- file behind on hosted Storage, so a job removes them through Storage with the service key
-- (local-supabase: the order-expiry worker's second step; hosted: a scheduled Edge Function).
create or replace function public.orphaned_media_objects(p_limit integer default 100)
returns table (bucket_id text, name text)
language sql stable security definer set search_path = ''
as $$
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id in ('lesson-videos', 'lesson-captions', 'lesson-files', 'course-covers', 'lesson-images')
    and public.media_course_id(o.bucket_id, o.name) is null
  order by o.created_at
  limit least(greatest(coalesce(p_limit, 100), 1), 1000);
$$;
revoke all on function public.orphaned_media_objects(integer) from public, anon, authenticated;
grant execute on function public.orphaned_media_objects(integer) to service_role;

-- A quota is an admin's decision: audited (decision 0044).
create trigger instructor_storage_quotas_audit after insert or update or delete on public.instructor_storage_quotas
  for each row execute function public.write_audit_entry();
