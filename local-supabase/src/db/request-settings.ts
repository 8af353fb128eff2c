import type { DbRole, Queryable, RequestContext } from './types.ts';

const ALLOWED_ROLES: ReadonlySet<string> = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

/**
 * Applies a request's identity to the current transaction, the way PostgREST
 * does: `set_config('role', …, true)` is `SET LOCAL ROLE`, and the claims go
 * where Supabase's auth.uid()/auth.role()/auth.jwt() read them. The role is
 * re-checked here because the connection is a superuser: a role outside the
 * three API roles must never reach Postgres. `statementTimeout` (PostgreSQL
 * only, see role-timeouts.ts) becomes the transaction's `statement_timeout`,
 * set in the same round trip so it costs nothing.
 */
export async function applyRequestContext(tx: Queryable, context: RequestContext, statementTimeout: string | null = null): Promise<void> {
  if (!ALLOWED_ROLES.has(context.role)) {
    throw new Error(`refusing to run as role ${JSON.stringify(context.role)}`);
  }
  const sub = typeof context.claims.sub === 'string' ? context.claims.sub : '';
  const params = [context.role, JSON.stringify(context.claims), sub, ''];
  const timeout = statementTimeout === null ? '' : `,\n            set_config('statement_timeout', $${params.push(statementTimeout)}, true)`;
  await tx.query(
    `select set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.method', $4, true)${timeout}`,
    params,
  );
}
