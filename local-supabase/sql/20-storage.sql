-- local-supabase: the `storage` schema as hosted Supabase has it before the first migration
-- (Supabase Storage's own migrations, the columns and functions that projects use), so a
-- migration can `insert into storage.buckets ...` and `create policy ... on storage.objects ...`
-- unchanged. The /storage/v1 routes read and write these tables as the caller's role, so the
-- policies on storage.objects (and storage.buckets) decide, exactly as on hosted Supabase.
-- File bytes live on disk, not here (decision 0024).
--
-- Idempotent; nothing newer than PostgreSQL 15.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

-- ── storage.buckets ──────────────────────────────────────────────────────────────────────────
create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid, -- deprecated on hosted in favour of owner_id; kept because old policies name it
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets using btree (name);

-- ── storage.objects ──────────────────────────────────────────────────────────────────────────
create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects using btree (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- ── Helpers policies use: (storage.foldername(name))[1] = auth.uid()::text ───────────────────
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();

create or replace function storage.get_size_by_bucket()
returns table (size bigint, bucket_id text)
language plpgsql stable
as $$
begin
  return query
    select sum((metadata ->> 'size')::bigint)::bigint as size, obj.bucket_id
    from storage.objects as obj
    group by obj.bucket_id;
end
$$;

-- Storage's listing: one level under `prefix`, folders first (name only), then the files.
-- Security invoker, so the caller's SELECT policies on storage.objects decide what is listed.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable
as $$
declare
  v_order_by text;
  v_sort_order text;
begin
  case
    when sortcolumn = 'name' then v_order_by = 'name';
    when sortcolumn = 'updated_at' then v_order_by = 'updated_at';
    when sortcolumn = 'created_at' then v_order_by = 'created_at';
    when sortcolumn = 'last_accessed_at' then v_order_by = 'last_accessed_at';
    else v_order_by = 'name';
  end case;

  case
    when sortorder = 'asc' then v_sort_order = 'asc';
    when sortorder = 'desc' then v_sort_order = 'desc';
    else v_sort_order = 'asc';
  end case;

  v_order_by = v_order_by || ' ' || v_sort_order;

  return query execute
    'with folders as (
       select path_tokens[$1] as folder
       from storage.objects
         where objects.name ilike $2 || $3 || ''%''
           and bucket_id = $4
           and array_length(objects.path_tokens, 1) <> $1
       group by folder
       order by folder ' || v_sort_order || '
     )
     (select folder as "name",
            null::uuid as id,
            null::timestamptz as updated_at,
            null::timestamptz as created_at,
            null::timestamptz as last_accessed_at,
            null::jsonb as metadata from folders)
     union all
     (select path_tokens[$1] as "name",
            id,
            updated_at,
            created_at,
            last_accessed_at,
            metadata
     from storage.objects
     where objects.name ilike $2 || $3 || ''%''
       and bucket_id = $4
       and array_length(objects.path_tokens, 1) = $1
     order by ' || v_order_by || ')
     limit $5
     offset $6' using levels, prefix, search, bucketname, limits, offsets;
end
$$;

-- ── Hosted Supabase's grants: the API roles reach the tables, RLS restricts ──────────────────
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function
  storage.foldername(text), storage.filename(text), storage.extension(text),
  storage.get_size_by_bucket(), storage.search(text, text, int, int, int, text, text, text)
  to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
