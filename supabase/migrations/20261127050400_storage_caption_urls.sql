-- Captions uploaded to Storage (decision 0054): lesson_captions.url may also read
-- `storage:<lesson_id>/<file>`, an object in the private lesson-captions bucket under that
-- lesson's folder, which the player signs (as lesson videos). Another lesson's folder is refused:
-- a track must not point at a file its lesson's readers may not read.
do $$
declare
  v_name text;
begin
  select c.conname into v_name from pg_constraint c
  where c.conrelid = 'public.lesson_captions'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%https%';
  execute format('alter table public.lesson_captions drop constraint %I', v_name);
end;
$$;
alter table public.lesson_captions add constraint lesson_captions_url_https_site_path_or_storage check (
  char_length(url) <= 2048
  and (
    url ~ '^(https://[^\s]+|/[^/\s][^\s]*)$'
    or (url ~ '^storage:[0-9]{1,18}/[^\s/]+$' and split_part(substr(url, 9), '/', 1) = lesson_id::text)
  )
);
