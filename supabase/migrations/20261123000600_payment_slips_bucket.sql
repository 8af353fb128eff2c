-- Selling courses (issue 21), part 6: the private bucket for transfer slips.
-- Storage enforces the size and type limits on upload; submit_payment_slip checks them again
-- from the object's metadata, because the bucket's limits can be changed from the dashboard.
-- Objects live under <user_id>/<order_id>/<file>: the first folder is the owner, which is what
-- the policies below compare with auth.uid().
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('payment-slips', 'payment-slips', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- A learner uploads into and reads from their own folder only; no update or delete (a slip is
-- evidence: a new upload gets a new name and replaces the slip through submit_payment_slip).
create policy payment_slips_insert_own_folder on storage.objects for insert to authenticated
  with check (
    bucket_id = 'payment-slips'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy payment_slips_select_own_folder on storage.objects for select to authenticated
  using (
    bucket_id = 'payment-slips'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
-- Admins read every slip (the back office asks Storage for a signed URL to preview it).
create policy payment_slips_select_admin on storage.objects for select to authenticated
  using (bucket_id = 'payment-slips' and (select public.is_admin()));
