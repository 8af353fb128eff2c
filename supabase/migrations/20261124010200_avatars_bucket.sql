-- Avatars (issue 18 item 3): a public-read bucket with one folder per member, <uid>/<file>.
-- Storage enforces size (2 MB) and type (images) on upload; the policies below let an active
-- member write only into their own folder. Reading needs no policy: a public bucket's objects
-- are served by /object/public/avatars/… to anyone, which is what an avatar is for.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy avatars_insert_own_folder on storage.objects for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.is_active_member())
  );
-- Select is needed to replace (upsert) or remove one's own file; listing others' folders is not.
create policy avatars_select_own_folder on storage.objects for select to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy avatars_update_own_folder on storage.objects for update to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.is_active_member())
  )
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.is_active_member())
  );
create policy avatars_delete_own_folder on storage.objects for delete to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.is_active_member())
  );

-- users.avatar_url is shown as an <img>: an https address (a provider's picture from a Google
-- sign-in), or this bucket's public URL of the member's own folder (http only on a local
-- backend, where the Storage URL is http://127.0.0.1:54321/…).
create or replace function public.is_acceptable_avatar_url(p_user_id uuid, p_value text) returns boolean
language sql immutable set search_path = ''
as $$
  select p_value ~* '^https://[^[:space:]/$.?#][^[:space:]]+$'
    or p_value ~ ('^https?://[^[:space:]/]+/storage/v1/object/public/avatars/' || p_user_id::text || '/[^[:space:]/]+$');
$$;

-- A provider's picture that is not https (or anything else odd) is dropped at sign-up rather
-- than refusing the account; a member's own PATCH with a bad URL is refused by the check below.
create or replace function public.drop_unacceptable_avatar_url() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.avatar_url is not null and not public.is_acceptable_avatar_url(new.id, new.avatar_url) then
    new.avatar_url := null;
  end if;
  return new;
end;
$$;
create trigger users_drop_unacceptable_avatar_url before insert on public.users
  for each row execute function public.drop_unacceptable_avatar_url();

update public.users u set avatar_url = null
where u.avatar_url is not null and not public.is_acceptable_avatar_url(u.id, u.avatar_url);

alter table public.users
  add constraint users_avatar_url_is_acceptable
  check (avatar_url is null or public.is_acceptable_avatar_url(id, avatar_url));
