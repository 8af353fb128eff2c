-- Images pasted or dropped into the admin's article editor (issue 30 item 5, decision 0060). An
-- article has no course, so the lesson-images bucket's policies (the first folder names the
-- course) cannot hold them: a public bucket of their own, written by admins only (is_admin():
-- an active admin at aal2), one folder per month (`<yyyy-mm>/<name>`), read by anyone like the
-- published article that shows them. Types are checked from the bytes by local-supabase.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('article-images', 'article-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy article_images_insert_admin on storage.objects for insert to authenticated
  with check (bucket_id = 'article-images' and (select public.is_admin()));
-- select too: replacing (upsert) and listing need it; the public URL needs no policy.
create policy article_images_select_admin on storage.objects for select to authenticated
  using (bucket_id = 'article-images' and (select public.is_admin()));
create policy article_images_update_admin on storage.objects for update to authenticated
  using (bucket_id = 'article-images' and (select public.is_admin()))
  with check (bucket_id = 'article-images' and (select public.is_admin()));
create policy article_images_delete_admin on storage.objects for delete to authenticated
  using (bucket_id = 'article-images' and (select public.is_admin()));
