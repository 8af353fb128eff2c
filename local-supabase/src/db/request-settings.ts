import type { DbRole, Queryable, RequestContext } from './types.ts';

const ALLOWED_ROLES: ReadonlySet<string> = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

/**
 * A string literal that is safe whatever `standard_conforming_strings` says:
 * an escape string (E'…') with backslashes and quotes doubled. A NUL would end
 * the statement text early, so a value with one is refused (JSON.stringify
 * escapes it in the claims; only a raw `sub` could carry one).
 */
const literal = (value: string): string => {
  if (value.includes('\0')) throw new Error('refusing a request setting that contains NUL');
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
};

/**
 * The statement that applies a request's identity to the current transaction,
 * the way PostgREST does: `set_config('role', …, true)` is `SET LOCAL ROLE`,
 * and the claims go where Supabase's auth.uid()/auth.role()/auth.jwt() read
 * them. The role is re-checked here because the connection is a superuser: a
 * role outside the three API roles must never reach Postgres.
 * `statementTimeout` (PostgreSQL only, see role-timeouts.ts) becomes the
 * transaction's `statement_timeout`.
 *
 * The values are inlined as literals, not bound as parameters, so the
 * statement needs no extended-protocol exchange: on PGlite a parameterised
 * query is six protocol messages through WebAssembly, a plain one two, and
 * this runs on every request; on PostgreSQL it can share one round trip with
 * BEGIN.
 */
export function requestContextSql(context: RequestContext, statementTimeout: string | null = null): string {
  if (!ALLOWED_ROLES.has(context.role)) {
    throw new Error(`refusing to run as role ${JSON.stringify(context.role)}`);
  }
  const sub = typeof context.claims.sub === 'string' ? context.claims.sub : '';
  const role = literal(context.role);
  const settings = [
    `set_config('role', ${role}, true)`,
    `set_config('request.jwt.claims', ${literal(JSON.stringify(context.claims))}, true)`,
    `set_config('request.jwt.claim.sub', ${literal(sub)}, true)`,
    `set_config('request.jwt.claim.role', ${role}, true)`,
    `set_config('request.method', '', true)`,
  ];
  if (statementTimeout !== null) settings.push(`set_config('statement_timeout', ${literal(statementTimeout)}, true)`);
  return `select ${settings.join(', ')}`;
}

export async function applyRequestContext(tx: Queryable, context: RequestContext, statementTimeout: string | null = null): Promise<void> {
  await tx.query(requestContextSql(context, statementTimeout));
}
