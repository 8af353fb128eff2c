import type { DbRole, Queryable } from './types.ts';

/** Each API role's `statement_timeout` (e.g. `3s`), or null for none. */
export type RoleTimeouts = ReadonlyMap<DbRole, string | null>;

const API_ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

/** `statement_timeout=3s` out of pg_roles.rolconfig (`{statement_timeout=3s,…}`). */
const timeoutIn = (config: string[] | null): string | null =>
  config?.find((entry) => entry.startsWith('statement_timeout='))?.slice('statement_timeout='.length) ?? null;

/**
 * PostgREST's "impersonated role settings" for the one that matters here:
 * after `set local role`, PostgREST applies the role's own `statement_timeout`
 * (`alter role anon set statement_timeout = '3s'`, as hosted Supabase does:
 * anon 3 s, authenticated 8 s). A role without one keeps the login role's
 * session value; hosted, that is `authenticator`'s 8 s, so `authenticator`'s
 * setting is the fallback here (our connection logs in as the owner instead).
 * Read once, like PostgREST's config cache: `alter role` needs a restart.
 */
export async function loadRoleTimeouts(tx: Queryable): Promise<RoleTimeouts> {
  const { rows } = await tx.query<{ rolname: string; rolconfig: string[] | null }>(
    `select rolname, rolconfig from pg_catalog.pg_roles where rolname = any($1)`,
    [[...API_ROLES, 'authenticator']],
  );
  const byRole = new Map(rows.map((row) => [row.rolname, timeoutIn(row.rolconfig)]));
  const fallback = byRole.get('authenticator') ?? null;
  return new Map(API_ROLES.map((role) => [role, byRole.get(role) ?? fallback]));
}
