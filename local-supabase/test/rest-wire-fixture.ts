import type { Database } from '../src/db/types.ts';

/**
 * Fixture objects for the rest-wire tests, created through the owner handle of
 * the test's own server (never in supabase/migrations): a second schema to
 * expose, a CSV quoting table and 1 500 rows for db-max-rows. RLS is on with
 * explicit read policies, like every product table.
 */
export const COMPAT_WIRE_SQL = `
create schema compat_wire;
grant usage on schema compat_wire to anon, authenticated, service_role;
create table compat_wire.notes (id int primary key, body text not null);
alter table compat_wire.notes enable row level security;
create policy notes_read on compat_wire.notes for select to anon, authenticated using (true);
create policy notes_add on compat_wire.notes for insert to anon, authenticated with check (id >= 100);
grant select, insert on compat_wire.notes to anon, authenticated;
insert into compat_wire.notes values (1, 'from compat_wire');
create function compat_wire.whoami() returns text language sql stable as $$ select 'compat_wire' $$;
grant execute on function compat_wire.whoami() to anon, authenticated;

create table public.compat_wire_csv (id int primary key, label text, note text);
alter table public.compat_wire_csv enable row level security;
create policy compat_wire_csv_read on public.compat_wire_csv for select to anon, authenticated using (true);
grant select on public.compat_wire_csv to anon, authenticated;
insert into public.compat_wire_csv values
  (1, 'plain', null), (2, 'a,b', ''), (3, 'say "hi"', 'x y'), (4, E'two\\nlines', E'back\\\\slash');

create table public.compat_wire_rows (id int primary key, label text not null);
alter table public.compat_wire_rows enable row level security;
create policy compat_wire_rows_read on public.compat_wire_rows for select to anon, authenticated using (true);
grant select on public.compat_wire_rows to anon, authenticated;
insert into public.compat_wire_rows select g, 'row ' || g from generate_series(1, 1500) g;
create function public.compat_wire_all_rows() returns setof public.compat_wire_rows language sql stable
  as $$ select * from public.compat_wire_rows order by id $$;
grant execute on function public.compat_wire_all_rows() to anon, authenticated;
`;

export async function createCompatWire(db: Database): Promise<void> {
  await db.transaction(null, async (tx) => {
    for (const statement of COMPAT_WIRE_SQL.split(/;\n/)
      .map((s) => s.trim())
      .filter(Boolean))
      await tx.query(statement);
  });
}
