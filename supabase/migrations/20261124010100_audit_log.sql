-- The audit log (issue 18 item 6): every change an admin makes to members, courses (with their
-- modules, lessons and lesson contents), articles, orders, coupons and the school's settings is
-- recorded by the database itself — who, what, the row before and after, when. The browser
-- cannot write it (no privilege at all) and only an admin at aal2 can read it.
--
-- "An admin change" is a change made in a transaction whose caller is_admin(): a PATCH through
-- the API or an admin function (admin_review_slip, admin_delete_member, …), which run with the
-- caller's claims. A learner's own writes (cancelling their order, editing their profile) and
-- system work (service role, workers, the seed) are not admin changes and are not recorded.

create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references public.users (id) on delete set null,
  action text not null check (action in ('insert', 'update', 'delete')),
  table_name text not null,
  row_id text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null default now()
);
create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_table_at_idx on public.audit_log (table_name, at desc);
create index audit_log_actor_at_idx on public.audit_log (actor_id, at desc);

alter table public.audit_log enable row level security;
revoke all on table public.audit_log from anon, authenticated;
grant select on table public.audit_log to authenticated;
create policy audit_log_select_admin on public.audit_log for select to authenticated
  using ((select public.is_admin()));

-- The trigger's arguments, when given, name the columns worth keeping (a member's row holds
-- more personal data than the audit needs); without arguments the whole row is kept.
create or replace function public.write_audit_entry() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_after, v_before);
begin
  if not public.is_admin() then
    return null;
  end if;
  if tg_nargs > 0 then
    v_before := (select jsonb_object_agg(e.key, e.value) from jsonb_each(v_before) e where e.key = any (tg_argv));
    v_after := (select jsonb_object_agg(e.key, e.value) from jsonb_each(v_after) e where e.key = any (tg_argv));
  end if;
  if tg_op = 'UPDATE' and v_before = v_after then
    return null;
  end if;
  insert into public.audit_log (actor_id, action, table_name, row_id, before, after)
  values (
    (select auth.uid()), lower(tg_op), tg_table_name,
    coalesce(v_row ->> 'id', v_row ->> 'lesson_id', ''), v_before, v_after
  );
  return null;
end;
$$;
revoke all on function public.write_audit_entry() from public, anon, authenticated;

-- Members: role, status and level are what an admin changes; creating and deleting count too.
create trigger users_audit_insert_delete after insert or delete on public.users
  for each row execute function public.write_audit_entry('id', 'name', 'email', 'level', 'role', 'status');
create trigger users_audit_update after update on public.users
  for each row
  when (old.role is distinct from new.role or old.status is distinct from new.status or old.level is distinct from new.level)
  execute function public.write_audit_entry('id', 'name', 'email', 'level', 'role', 'status');

create trigger courses_audit after insert or update or delete on public.courses
  for each row execute function public.write_audit_entry();
create trigger course_modules_audit after insert or update or delete on public.course_modules
  for each row execute function public.write_audit_entry();
create trigger lessons_audit after insert or update or delete on public.lessons
  for each row execute function public.write_audit_entry();
create trigger lesson_contents_audit after insert or update or delete on public.lesson_contents
  for each row execute function public.write_audit_entry();
create trigger articles_audit after insert or update or delete on public.articles
  for each row execute function public.write_audit_entry();
create trigger coupons_audit after insert or update or delete on public.coupons
  for each row execute function public.write_audit_entry();
create trigger site_settings_audit after insert or update or delete on public.site_settings
  for each row execute function public.write_audit_entry();
-- Orders: the status is what an admin decides (approve, mark paid, refund, cancel).
create trigger orders_audit_status after update on public.orders
  for each row when (old.status is distinct from new.status)
  execute function public.write_audit_entry();

-- One page of the log for the admin's tab, newest first, with the filters the tab offers
-- (table, admin, Bangkok calendar days inclusive) and the admins who appear in the log.
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
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;
revoke all on function public.admin_list_audit_log(text, uuid, date, date, integer, integer) from public, anon;
grant execute on function public.admin_list_audit_log(text, uuid, date, date, integer, integer) to authenticated, service_role;
