import type { Engine } from './engine.ts';

/**
 * Hosted Supabase puts the `extensions` schema on the database's search_path (`"$user", public, extensions`), so a
 * migration, a seed or a function calls pgcrypto's gen_salt()/crypt() or uuid-ossp without a schema (issue 29: a
 * seed using `crypt('…', gen_salt('bf'))` failed here and worked on hosted).
 *
 * Run at every start, before migrations: the database setting is written when the database has no search_path of
 * its own (a database copied from a template or restored from a dump loses it; one you set yourself is kept), and
 * the session that runs the migrations takes it at once. PostgreSQL gives it to every later connection; PGlite has
 * that one session.
 */
const SQL = `
do $$
declare
  own text := (
    select c from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) c
     where s.setdatabase = (select oid from pg_catalog.pg_database where datname = current_database())
       and s.setrole = 0 and c like 'search_path=%');
begin
  if own is null then
    execute format('alter database %I set search_path = "$user", public, extensions', current_database());
    own := 'search_path="$user", public, extensions';
  end if;
  perform pg_catalog.set_config('search_path', substr(own, length('search_path=') + 1), false);
end
$$`;

export async function applyHostedSearchPath(engine: Engine): Promise<void> {
  await engine.execScript(SQL);
}
