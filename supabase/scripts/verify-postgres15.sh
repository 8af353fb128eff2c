#!/usr/bin/env bash
# Applies local-supabase's platform SQL, every migration and the seed to a throw-away
# PostgreSQL 15 (the major version of hosted Supabase), then the platform SQL once more to
# prove it is idempotent, then rls-smoke.sql's assertions (RLS and triggers as API roles). Proves the schema is not PGlite-only.
#   usage: supabase/scripts/verify-postgres15.sh        (PG_BIN overrides the binaries' folder)
# As root, the server runs as the `postgres` system user (initdb refuses root).
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
pg_bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
port="${PG_PORT:-54329}"
work="$(mktemp -d /tmp/riancode-pg15.XXXXXX)"

as_db_user() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cleanup() {
  as_db_user "$pg_bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

if [ "$(id -u)" = "0" ]; then chown postgres "$work"; fi
as_db_user "$pg_bin/initdb" -D "$work/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_db_user "$pg_bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-p $port -k $work -c listen_addresses=''" start >/dev/null

files=()
for f in "$root"/local-supabase/sql/*.sql; do files+=("$f"); done
for f in "$root"/supabase/migrations/*.sql; do files+=("$f"); done
files+=("$root/supabase/seed.sql" "$root/local-supabase/sql/00-platform.sql" "$root/supabase/scripts/rls-smoke.sql")

export PGOPTIONS="-c client_min_messages=warning"
for f in "${files[@]}"; do
  echo "applying ${f#"$root"/}"
  psql -X -q -v ON_ERROR_STOP=1 -h "$work" -p "$port" -U postgres -d postgres -f "$f" >/dev/null
done

psql -X -A -t -h "$work" -p "$port" -U postgres -d postgres -c \
  "select 'PostgreSQL ' || current_setting('server_version') || ': ' || count(*) || ' public tables, ' ||
          (select count(*) from public.courses) || ' courses, ' || (select count(*) from auth.users) || ' accounts'
   from pg_tables where schemaname = 'public'"
