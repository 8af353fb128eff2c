-- GoTrue's asymmetric signing keys and manual identity linking (decision 0038).
-- A file of its own so databases bootstrapped before it get it too (platform files run once, by name).

-- The project's asymmetric JWT signing keys. One row per key pair, the private JWK as
-- `supabase gen signing-key` prints it; the newest key of the configured algorithm
-- (JWT_SIGNING_ALG) signs user access tokens, every key here verifies and is published at
-- /auth/v1/.well-known/jwks.json (public part only). Kept in the database so a PGlite data
-- directory or a PostgreSQL database keeps its tokens valid across restarts; no grants:
-- nothing here is reachable through /rest/v1.
create table if not exists auth.local_jwt_keys (
  kid text primary key,
  alg text not null check (alg in ('ES256', 'RS256')),
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);

-- Manual identity linking (GoTrue's flow_state.linking_target_id): an OAuth flow started by
-- GET /user/identities/authorize adds the provider's identity to this user instead of signing
-- someone in.
alter table auth.flow_state add column if not exists linking_target_id uuid references auth.users (id) on delete cascade;
