import type { Database, RequestContext } from '../db/types.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { CSV_TYPE } from './csv-output.ts';
import { negotiateMedia } from './media-type.ts';
import { parsePrefer } from './prefer.ts';
import { parseQueryParams } from './query-params.ts';
import { applyPage, offsetPastEnd } from './range-header.ts';
import type { RestLimits } from './rest-limits.ts';
import { contentRange, resultBody, toCount, type RestResponse } from './result-response.ts';
import { lookupFunction } from './rpc-lookup.ts';
import { callSql } from './rpc-sql.ts';
import { parseSelect } from './select-parser.ts';
import { SqlParams } from './sql-params.ts';
import { buildStatement, type ResultRow, type Statement } from './statement-sql.ts';
import { parseRows } from './write-body.ts';
import type { Catalog, DbFunction } from './catalog-types.ts';
import type { QueryParams } from './query-params.ts';

export interface RpcRequest {
  fn: string;
  method: 'GET' | 'HEAD' | 'POST';
  search: URLSearchParams;
  body: string | null;
  prefer: string | undefined;
  accept: string | undefined;
  /** The `Range` header (GET calls only, as in PostgREST). */
  range: string | undefined;
  limits: RestLimits;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Arguments: the JSON body for POST; for GET the query keys that name a parameter. */
function readArgs(req: RpcRequest, overloads: DbFunction[]): Record<string, unknown> {
  if (req.method === 'POST') return req.body === null || req.body.trim() === '' ? {} : (parseRows(req.body, false)[0] ?? {});
  const names = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)));
  const args: Record<string, unknown> = {};
  for (const [key, value] of req.search) if (names.has(key)) args[key] = value;
  return args;
}

function statementFor(catalog: Catalog, fn: DbFunction, args: Record<string, unknown>, query: QueryParams, withTotal: boolean, stripNulls: boolean, csv: boolean): Statement {
  if (fn.returnColumns !== null) {
    const relation = { schema: fn.schema, name: fn.name, columns: fn.returnColumns };
    return buildStatement({
      catalog, query, items: parseSelect(query.select), applyTopLevel: true, withTotal, stripNulls, csv,
      source: (params) => ({ ctes: [], from: callSql(fn, args, params), scope: { relation, linkName: fn.returnRelation } }),
    });
  }
  const params = new SqlParams();
  const call = callSql(fn, args, params);
  const body = fn.returnsSet
    ? `(select coalesce(json_agg(pgrst_r), '[]')::text from ${call} pgrst_r)`
    : `coalesce(to_json(${call})::text, 'null')`;
  return { sql: `select ${body} as body, null::text as first, 1 as page_count, null::int8 as total`, params: params.values };
}

/** `/rpc/<fn>`: POST with a JSON object of named arguments, GET / HEAD with query arguments. */
export async function handleRpc(db: Database, cache: CatalogCache, context: RequestContext, req: RpcRequest): Promise<RestResponse> {
  const prefs = parsePrefer(req.prefer);
  let args: Record<string, unknown> = {};
  const { catalog, fn } = await lookupFunction(cache, req.fn, (overloads) => {
    args = readArgs(req, overloads);
    return Object.keys(args);
  });
  // CSV needs rows with columns: functions returning a table or composite type.
  const { single, stripNulls, csv } = negotiateMedia(req.accept, { csv: fn.returnColumns !== null });
  const query = parseQueryParams(req.search, req.method === 'POST' ? new Set() : new Set(Object.keys(args)));
  // db-max-rows caps set-returning calls as it caps reads.
  const page = applyPage(query, req.range, fn.returnsSet ? req.limits.maxRows : null);
  const statement = statementFor(catalog, fn, args, query, prefs.count !== null, stripNulls, csv);
  const row = await db.transaction(context, async (tx) => {
    // A GET call is a read (PostgREST runs it read-only), so a volatile function that writes answers 405.
    if (req.method !== 'POST') await tx.query('set transaction read only');
    await req.limits.budget?.check(tx, statement);
    return (await tx.query<ResultRow>(statement.sql, statement.params)).rows[0];
  });
  if (!row) throw new Error('rpc statement returned no row');
  if (fn.returnsVoid) return { status: 204, headers: {}, body: null };
  if (fn.returnColumns === null) return { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: req.method === 'HEAD' ? null : row.body };
  const total = toCount(row.total);
  const pastEnd = offsetPastEnd(page.offset, total);
  if (pastEnd) return pastEnd;
  // A function returning one composite value answers with that object, as PostgREST does.
  const { body, contentType } = csv ? { body: row.body, contentType: CSV_TYPE } : resultBody(row, single || !fn.returnsSet);
  const pageCount = Number(row.page_count);
  const headers = { 'Content-Type': contentType, 'Content-Range': contentRange(page.offset, pageCount, total) };
  return { status: 200, headers, body: req.method === 'HEAD' ? null : body };
}
