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

-- MFA, as GoTrue stores it: factors (a TOTP secret per factor), the challenges
-- a verify must answer, and the session's authentication methods (amr) from
-- which every access token's `aal` and `amr` claims are computed. Text columns
-- with checks stand in for GoTrue's enum types so this file stays idempotent.
alter table auth.sessions add column if not exists factor_id uuid;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  phone text,
  last_challenged_at timestamptz
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
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
-- The HTML part of e-mails that have one (the outbox's), shown at /mailbox/<id>/html.
alter table auth.local_mailbox add column if not exists html text;

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
  -- GoTrue omits banned_until and factors when empty (omitempty).
  || case when u.banned_until is null then '{}'::jsonb else jsonb_build_object('banned_until', u.banned_until) end
  || coalesce((
    select jsonb_build_object('factors', jsonb_agg(jsonb_build_object(
      'id', f.id,
      'friendly_name', f.friendly_name,
      'factor_type', f.factor_type,
      'status', f.status,
      'phone', coalesce(f.phone, ''),
      'created_at', f.created_at,
      'updated_at', f.updated_at,
      'last_challenged_at', f.last_challenged_at
    ) order by f.created_at))
    from auth.mfa_factors f
    where f.user_id = u.id
    having count(*) > 0
  ), '{}'::jsonb)
  from auth.users u
  where u.id = p_user_id
$$;
