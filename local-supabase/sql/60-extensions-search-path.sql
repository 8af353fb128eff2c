-- Hosted Supabase puts the `extensions` schema on the database's search_path ("$user", public, extensions), so a
-- migration or seed calls pgcrypto's gen_salt()/crypt() or uuid-ossp without a schema (issue 29: a seed using
-- `crypt('…', gen_salt('bf'))` failed here and worked on hosted). New sessions read the database setting;
-- the `set` covers the session applying this file. Runs once per database, like every platform file.
do $$
begin
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
end
$$;
set search_path = "$user", public, extensions;
