-- pg-backend: hosted Supabase's per-role statement timeouts (anon 3 s, authenticated 8 s; service_role
-- has none and keeps the login role authenticator's 8 s). On PostgreSQL the server applies them per
-- request as PostgREST does (src/db/role-timeouts.ts); PGlite has no statement timer and ignores them.
-- A file of its own so databases bootstrapped before it get it too (each platform file runs once per
-- database). Roles are cluster-wide: only set where none is set, so an
-- `alter role anon set statement_timeout = '5s'` of yours survives, as on hosted.
do $$
declare
  wanted constant text[][] := array[['anon', '3s'], ['authenticated', '8s'], ['authenticator', '8s']];
  pair text[];
begin
  foreach pair slice 1 in array wanted loop
    if not exists (
      select 1 from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
      where r.rolname = pair[1] and s.setdatabase = 0
        and exists (select 1 from unnest(s.setconfig) c where c like 'statement_timeout=%')
    ) then
      execute format('alter role %I set statement_timeout = %L', pair[1], pair[2]);
    end if;
  end loop;
end
$$;
