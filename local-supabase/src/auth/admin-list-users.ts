import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import type { AuthDeps } from './auth-deps.ts';

const DEFAULT_PER_PAGE = 50;

/** Go's strconv.ParseUint(s, 10, 64), worded as Go words its failure. */
function parseUint(raw: string): number {
  if (!/^\d+$/.test(raw)) throw badPagination(`strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw badPagination(`strconv.ParseUint: parsing ${JSON.stringify(raw)}: value out of range`);
  return value;
}
const badPagination = (why: string) => gotrueError(400, 'validation_failed', `Bad Pagination Parameters: ${why}`);

/** GoTrue's paginate(): page from 1 (0 reads as 1, as pop does), per_page > 0, 50 by default. */
function pagination(c: Context<AppEnv>): { page: number; perPage: number } {
  const rawPage = c.req.query('page') ?? '';
  const rawPerPage = c.req.query('per_page') ?? '';
  const page = rawPage === '' ? 1 : Math.max(1, parseUint(rawPage));
  const perPage = rawPerPage === '' ? DEFAULT_PER_PAGE : parseUint(rawPerPage);
  if (perPage === 0) throw badPagination('per_page must be greater than 0');
  return { page, perPage };
}

/** GoTrue's sort(): only created_at, newest first unless `sort=created_at asc`. */
function sortDirection(c: Context<AppEnv>): 'asc' | 'desc' {
  const values = c.req.queries('sort') ?? [];
  let direction: 'asc' | 'desc' = 'desc';
  for (const value of values) {
    const [field = '', dir, ...extra] = value.split(' ');
    if (field !== 'created_at') throw gotrueError(400, 'validation_failed', `Bad Sort Parameters: bad field for sort '${field}'`);
    if (dir !== undefined && extra.length === 0) {
      const upper = dir.toUpperCase();
      if (upper !== 'ASC' && upper !== 'DESC') {
        throw gotrueError(400, 'validation_failed', `Bad Sort Parameters: bad direction for sort '${dir}', only 'asc' and 'desc' allowed`);
      }
      direction = upper === 'ASC' ? 'asc' : 'desc';
    }
  }
  return direction;
}

/**
 * The Link header as GoTrue's addPaginationHeaders writes it: the request's own path and query
 * (as GoTrue sees it, without the /auth/v1 prefix the gateway strips), keys sorted as Go's
 * url.Values.Encode sorts them, `next` while pages remain and always `last`.
 */
function linkHeader(c: Context<AppEnv>, page: number, lastPage: number): string {
  const url = new URL(c.req.url);
  const path = url.pathname.replace(/^\/auth\/v1/, '');
  const at = (p: number): string => {
    const params = new URLSearchParams(url.search);
    params.set('page', String(p));
    params.sort();
    return `${path}?${params.toString()}`;
  };
  return [...(lastPage > page ? [`<${at(page + 1)}>; rel="next"`] : []), `<${at(lastPage)}>; rel="last"`].join(', ');
}

/**
 * GET /admin/users (auth.admin.listUsers): `{ users, aud }`, newest first, with X-Total-Count
 * and Link, optionally narrowed by `filter` (e-mail or full_name contains it, as GoTrue's ILIKE).
 */
export async function listUsers(c: Context<AppEnv>, deps: AuthDeps): Promise<Response> {
  const { page, perPage } = pagination(c);
  const direction = sortDirection(c);
  const filter = c.req.query('filter') ?? '';
  const like = `%${filter.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const { users, total } = await deps.db.transaction(null, async (tx) => {
    const where = `aud = 'authenticated' and ($1 = '' or email ilike $2 or raw_user_meta_data ->> 'full_name' ilike $2)`;
    const count = await tx.query<{ total: number }>(`select count(*)::int as total from auth.users where ${where}`, [filter, like]);
    const rows = await tx.query<{ user: Record<string, unknown> }>(
      `select auth.local_user_json(id) as "user" from auth.users where ${where}
        order by created_at ${direction}, id ${direction} limit $3 offset $4`,
      [filter, like, perPage, (page - 1) * perPage],
    );
    return { users: rows.rows.map((r) => r.user), total: count.rows[0]?.total ?? 0 };
  });
  c.header('Link', linkHeader(c, page, Math.ceil(total / perPage)));
  c.header('X-Total-Count', String(total));
  return c.json({ users, aud: 'authenticated' });
}
