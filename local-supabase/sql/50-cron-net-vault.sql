-- local-supabase: the parts of pg_cron, pg_net and Supabase Vault that supabase/migrations use to
-- schedule the school's jobs exactly as on hosted Supabase (decision 0051). On hosted these are
-- extensions; here the schemas exist before the first migration, which therefore creates the
-- extensions only where the schemas are missing. local-supabase's Node side plays the background
-- workers: src/cron runs due jobs (recording cron.job_run_details) and sends net's queued requests.
--
-- Only the owner (postgres) sees these schemas, as on hosted: no API role may schedule SQL,
-- send requests from the database or read a secret.
--
-- Idempotent; nothing newer than PostgreSQL 15.

-- ── cron (pg_cron) ───────────────────────────────────────────────────────────────────────────
create schema if not exists cron;
revoke all on schema cron from public;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- pg_cron's schedule syntax: five cron fields (names and steps allowed), '[1-59] seconds', or '@hourly'-style macros.
create or replace function cron._valid_schedule(p_schedule text) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(
    p_schedule ~* '^\s*[1-5]?[0-9]\s+seconds?\s*$'
      and (regexp_match(p_schedule, '\d+'))[1]::integer between 1 and 59
    or p_schedule ~* '^\s*@(yearly|annually|monthly|weekly|daily|hourly)\s*$'
    or p_schedule ~* '^\s*[0-9a-z*,/$-]+(\s+[0-9a-z*,/$-]+){4}\s*$',
    false);
$$;

create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql set search_path = ''
as $$
declare
  v_jobid bigint;
begin
  if not cron._valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = 'invalid_parameter_value';
  end if;
  insert into cron.job (schedule, command, jobname)
  values (schedule, command, job_name)
  on conflict on constraint jobname_username_uniq
  do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into v_jobid;
  return v_jobid;
end;
$$;

create or replace function cron.schedule(schedule text, command text) returns bigint
language sql set search_path = ''
as $$ select cron.schedule(null, schedule, command); $$;

create or replace function cron.unschedule(job_name text) returns boolean
language plpgsql set search_path = ''
as $$
begin
  delete from cron.job j where j.jobname = job_name and j.username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end;
$$;

create or replace function cron.unschedule(job_id bigint) returns boolean
language plpgsql set search_path = ''
as $$
begin
  delete from cron.job j where j.jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end;
$$;

revoke all on all functions in schema cron from public;

-- ── net (pg_net) ─────────────────────────────────────────────────────────────────────────────
create schema if not exists net;
revoke all on schema net from public;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

-- Queues the request and returns its id at once; it is sent after the transaction commits, as pg_net does.
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql set search_path = ''
as $$
declare
  v_id bigint;
  v_query text;
begin
  if url is null or url !~* '^https?://' then
    raise exception 'net.http_post: url must be an http(s) URL, got %', coalesce(url, 'null');
  end if;
  select string_agg(format('%s=%s', key, value), '&') into v_query from jsonb_each_text(coalesce(params, '{}'::jsonb));
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST',
          case when v_query is null then url else url || case when url like '%?%' then '&' else '?' end || v_query end,
          coalesce(headers, '{}'::jsonb), convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'), timeout_milliseconds)
  returning id into v_id;
  return v_id;
end;
$$;

revoke all on all functions in schema net from public;

-- ── vault (supabase_vault) ───────────────────────────────────────────────────────────────────
-- Hosted keeps secrets encrypted; locally they are the demo project's URL and keys, so plain text.
create schema if not exists vault;
revoke all on schema vault from public;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at, updated_at from vault.secrets;

create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '') returns uuid
language sql set search_path = ''
as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, coalesce(new_description, ''))
  returning id;
$$;

revoke all on all functions in schema vault from public;
