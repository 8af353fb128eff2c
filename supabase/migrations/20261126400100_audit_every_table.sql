-- Issue 27 item 2: the audit log missed admin changes (deleting an enrolment, saving a quiz, SEO
-- and instructor edits, editing a published policy) because its trigger sat on a hand-picked list
-- of tables, and it blamed the admin for the system's order expiry (expire_stale_orders runs
-- inside admin functions). Decision 0044 (extends 0033).
--
-- Now write_audit_entry() sits on every table of schema public that holds school data (the few
-- exceptions are listed below and in local-supabase/test/audit-coverage.test.ts, which fails when
-- a table has neither), and records a change when it is made by:
--   admin      — the caller is_admin() (an active admin at aal2);
--   instructor — the caller is linked to an instructor (instructors.user_id);
--   system     — the transaction marked itself as the system's (set_order_change_context(true, …):
--                order expiry, a payment gateway), whoever's request it runs in; actor null.
-- Learners' own writes, the service role, the seed and the account-deletion worker (which must
-- erase, not copy, a member's data) are not recorded.

alter table public.audit_log
  add column actor_kind text not null default 'admin' check (actor_kind in ('admin', 'instructor', 'system'));
alter table public.audit_log alter column actor_kind drop default;
alter table public.audit_log
  add constraint audit_log_system_has_no_actor check (actor_kind <> 'system' or actor_id is null);

create index if not exists instructors_user_id_idx on public.instructors (user_id);

create or replace function public.write_audit_entry() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
  v_kind text;
  v_before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_after, v_before);
  v_row_id text;
begin
  if coalesce(pg_catalog.current_setting('riancode.order_actor', true), '') = 'system' then
    v_kind := 'system';
    v_actor := null;
  elsif v_actor is null then
    return null;
  elsif public.is_admin() then
    v_kind := 'admin';
  elsif exists (select 1 from public.instructors i where i.user_id = v_actor) then
    v_kind := 'instructor';
  else
    return null;
  end if;
  -- The trigger's arguments, when given, name the columns worth keeping (PDPA's data minimisation).
  if tg_nargs > 0 then
    v_before := (select jsonb_object_agg(e.key, e.value) from jsonb_each(v_before) e where e.key = any (tg_argv));
    v_after := (select jsonb_object_agg(e.key, e.value) from jsonb_each(v_after) e where e.key = any (tg_argv));
  end if;
  if tg_op = 'UPDATE' and v_before is not distinct from v_after then
    return null;
  end if;
  -- The row's primary key, whatever its columns (id, lesson_id, path, user_id/kind, …).
  select string_agg(v_row ->> a.attname, '/' order by array_position(i.indkey::smallint[], a.attnum))
  into v_row_id
  from pg_catalog.pg_index i
  join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey::smallint[])
  where i.indrelid = tg_relid and i.indisprimary;
  insert into public.audit_log (actor_id, actor_kind, action, table_name, row_id, before, after)
  values (v_actor, v_kind, lower(tg_op), tg_table_name, coalesce(v_row_id, ''), v_before, v_after);
  return null;
end;
$$;
revoke all on function public.write_audit_entry() from public, anon, authenticated;

-- Orders were audited on status changes only; every change now counts, like every other table.
drop trigger if exists orders_audit_status on public.orders;

-- Every table of public without an audit trigger gets one, except these (keep in step with
-- local-supabase/test/audit-coverage.test.ts, which says why each is left out).
do $$
declare
  v_table text;
begin
  for v_table in
    select c.relname from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and c.relname not in (
        'audit_log', 'order_events', 'email_outbox', 'email_signing_keys', 'receipt_counters',
        'article_view_marks', 'lesson_watch_positions'
      )
      and not exists (
        select 1 from pg_catalog.pg_trigger t join pg_catalog.pg_proc p on p.oid = t.tgfoid
        where t.tgrelid = c.oid and p.proname = 'write_audit_entry'
      )
    order by c.relname
  loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I for each row execute function public.write_audit_entry()',
      v_table || '_audit', v_table
    );
  end loop;
end;
$$;

-- The tab names who made each change: an admin, an instructor, or "ระบบ" (actor_kind 'system').
-- Same signature; the rows now carry actor_kind, and the actors list includes instructors.
create or replace function public.admin_list_audit_log(
  p_table text default null,
  p_actor uuid default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default 20,
  p_offset integer default 0
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform public.require_admin();
  with matched as (
    select l.* from public.audit_log l
    where (p_table is null or l.table_name = p_table)
      and (p_actor is null or l.actor_id = p_actor)
      and (p_from is null or l.at >= (p_from::timestamp at time zone 'Asia/Bangkok'))
      and (p_to is null or l.at < ((p_to + 1)::timestamp at time zone 'Asia/Bangkok'))
  ),
  page as (
    select m.* from matched m
    order by m.at desc, m.id desc
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from matched),
    'rows', coalesce((
      select jsonb_agg(to_jsonb(pg) || jsonb_build_object('actor_name', u.name, 'actor_email', u.email)
        order by pg.at desc, pg.id desc)
      from page pg left join public.users u on u.id = pg.actor_id
    ), '[]'::jsonb),
    'actors', coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.name)
      from public.users u
      where u.id in (select distinct l.actor_id from public.audit_log l)
    ), '[]'::jsonb),
    'tables', coalesce((
      select jsonb_agg(t.table_name order by t.table_name)
      from (select distinct l.table_name from public.audit_log l) t
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;
