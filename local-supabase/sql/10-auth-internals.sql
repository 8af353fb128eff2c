-- local-supabase: GoTrue's internal tables (sessions, refresh tokens, PKCE flow
-- state) and the local mailbox. Applied after 00-platform.sql (which creates the
-- auth schema, auth.users and auth.identities) and before supabase/migrations.
-- Idempotent, and only ever touched by the server as the owner: the API roles
-- get no grants here, so nothing in these tables is reachable through /rest/v1.

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  -- The token this one replaced: walking it finds the whole family.
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- PKCE: one row per started flow (OAuth, e-mail link); user_id is set once the
-- user is known, auth_code is what the redirect carries back to the app.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text unique,
  code_challenge text,
  code_challenge_method text,
  provider_type text not null,
  authentication_method text not null,
  redirect_to text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- What a real mailer would have sent; shown at GET /mailbox.
create table if not exists auth.local_mailbox (
  id bigserial primary key,
  to_email text not null,
  kind text not null,
  subject text not null,
  body text not null,
  link text not null,
  created_at timestamptz not null default now()
);
create index if not exists local_mailbox_to_idx on auth.local_mailbox (lower(to_email));

-- The user object exactly as GoTrue serialises it, rendered by Postgres so both
-- engines produce the same timestamps.
create or replace function auth.local_user_json(p_user_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', u.id,
    'aud', coalesce(u.aud, 'authenticated'),
    'role', coalesce(u.role, 'authenticated'),
    'email', coalesce(u.email, ''),
    'email_confirmed_at', u.email_confirmed_at,
    'phone', coalesce(u.phone, ''),
    'confirmation_sent_at', u.confirmation_sent_at,
    'confirmed_at', u.email_confirmed_at,
    'recovery_sent_at', u.recovery_sent_at,
    'last_sign_in_at', u.last_sign_in_at,
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'identities', coalesce((
      select jsonb_agg(jsonb_build_object(
        'identity_id', i.id,
        'id', i.provider_id,
        'user_id', i.user_id,
        'identity_data', i.identity_data,
        'provider', i.provider,
        'last_sign_in_at', i.last_sign_in_at,
        'created_at', i.created_at,
        'updated_at', i.updated_at,
        'email', i.identity_data ->> 'email'
      ) order by i.created_at)
      from auth.identities i
      where i.user_id = u.id
    ), '[]'::jsonb),
    'created_at', u.created_at,
    'updated_at', u.updated_at,
    'is_anonymous', coalesce(u.is_anonymous, false)
  )
  from auth.users u
  where u.id = p_user_id
$$;
