import type { Database, RequestContext } from '../db/types.ts';
import { postgrestError } from '../http/api-error.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { CSV_TYPE } from './csv-output.ts';
import { negotiateMedia } from './media-type.ts';
import { parsePrefer, type TxEnd } from './prefer.ts';
import { APPLIED_BY, preferenceApplied } from './prefer-applied.ts';
import { checkMaxAffected, runTransaction } from './prefer-tx.ts';
import { parseQueryParams } from './query-params.ts';
import { applyPage, offsetPastEnd } from './range-header.ts';
import type { RestLimits } from './rest-limits.ts';
import { contentRange, resultBody, toCount, type RestResponse } from './result-response.ts';
import { bodyMedia, jsonArgs, queryArgs } from './rpc-args.ts';
import { lookupFunction } from './rpc-lookup.ts';
import { callSql, type CallInput } from './rpc-sql.ts';
import { parseSelect } from './select-parser.ts';
import { SqlParams } from './sql-params.ts';
import { buildStatement, type ResultRow, type Statement } from './statement-sql.ts';
import type { Catalog, DbFunction } from './catalog-types.ts';
import type { QueryParams } from './query-params.ts';

export interface RpcRequest {
  fn: string;
  method: 'GET' | 'HEAD' | 'POST';
  search: URLSearchParams;
  body: string | null;
  /** The raw body, for a single unnamed bytea parameter. */
  bytes?: Uint8Array | null;
  contentType?: string | undefined;
  prefer: string | undefined;
  accept: string | undefined;
  txEnd?: TxEnd;
  /** The `Range` header (GET calls only, as in PostgREST). */
  range: string | undefined;
  limits: RestLimits;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function statementFor(
  catalog: Catalog,
  fn: DbFunction,
  input: CallInput,
  query: QueryParams,
  withTotal: boolean,
  stripNulls: boolean,
  csv: boolean,
): Statement {
  if (fn.returnColumns !== null) {
    // Rows of a `setof <table>` function have that table's computed fields (`.select('message, blurb_message')`).
    const rowTable = fn.returnRelation === null ? undefined : catalog.relations.get(fn.returnRelation);
    const relation = { schema: fn.schema, name: fn.name, columns: fn.returnColumns, computedFields: rowTable?.computedFields };
    return buildStatement({
      catalog,
      query,
      items: parseSelect(query.select),
      applyTopLevel: true,
      withTotal,
      stripNulls,
      csv,
      source: (params) => ({
        ctes: [],
        from: callSql(fn, input, params),
        scope: { relation, linkName: fn.returnRelation, ...(rowTable ? { rowType: rowTable.name } : {}) },
      }),
    });
  }
  const params = new SqlParams();
  const call = callSql(fn, input, params);
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(pgrst_r), '[]')::text as body, null::text as first, count(*) as page_count, count(*) as total from ${call} pgrst_r`
    : `select coalesce(to_json(${call})::text, 'null') as body, null::text as first, 1 as page_count, 1::int8 as total`;
  return { sql, params: params.values };
}

/** What the function receives: the whole body (single unnamed parameter, `params=single-object`) or named arguments. */
function callInput(req: RpcRequest, wholeBody: boolean, args: Record<string, unknown>, octet: boolean): CallInput {
  if (!wholeBody) return { kind: 'named', args };
  if (req.method !== 'POST') return { kind: 'whole', body: JSON.stringify(args) };
  if (octet) return { kind: 'whole', body: Buffer.from(req.bytes ?? new Uint8Array()).toString('hex') };
  return { kind: 'whole', body: req.body === null || req.body.trim() === '' ? '{}' : req.body };
}

/** `/rpc/<fn>`: POST with a JSON object of named arguments (or a raw body), GET / HEAD with query arguments. */
export async function handleRpc(db: Database, cache: CatalogCache, context: RequestContext, req: RpcRequest): Promise<RestResponse> {
  const prefs = parsePrefer(req.prefer, req.txEnd);
  const isPost = req.method === 'POST';
  const media = isPost ? bodyMedia(req.contentType) : 'json';
  const args: Record<string, unknown> = !isPost ? queryArgs(req.search) : media === 'json' ? jsonArgs(req.body) : {};
  const shape = { keys: Object.keys(args), isPost, media, singleObject: prefs.params === 'single-object' };
  const { catalog, chosen } = await lookupFunction(cache, req.fn, () => shape);
  const { fn } = chosen;
  // CSV needs rows with columns: functions returning a table or composite type.
  const { single, stripNulls, csv } = negotiateMedia(req.accept, { csv: fn.returnColumns !== null });
  const strictMax = prefs.handling === 'strict' && prefs.maxAffected !== null;
  if (strictMax && !fn.returnsSet) {
    throw postgrestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  const query = parseQueryParams(req.search, isPost ? new Set() : new Set(Object.keys(args)));
  // db-max-rows caps set-returning calls as it caps reads.
  const page = applyPage(query, req.range, fn.returnsSet ? req.limits.maxRows : null);
  const input = callInput(req, chosen.wholeBody, args, media === 'octet');
  const statement = statementFor(catalog, fn, input, query, prefs.count !== null, stripNulls, csv);
  const row = await runTransaction(db, context, prefs, async (tx) => {
    // PostgREST's access mode: GET / HEAD, and POST to a stable or immutable function, run read-only (25006 → 405).
    if (!isPost || fn.volatility !== 'v') await tx.query('set transaction read only');
    await req.limits.budget?.check(tx, statement);
    const result = (await tx.query<ResultRow>(statement.sql, statement.params)).rows[0];
    if (!result) throw new Error('rpc statement returned no row');
    checkMaxAffected(prefs, Number(result.page_count));
    return result;
  });
  const applied = preferenceApplied(
    prefs,
    APPLIED_BY.rpc.filter((k) => k !== 'params' || chosen.wholeBody),
  );
  const pageCount = Number(row.page_count);
  const total = prefs.count === null ? null : toCount(row.total);
  const pastEnd = fn.returnColumns === null ? null : offsetPastEnd(page.offset, total);
  if (pastEnd) return pastEnd;
  const range = { 'Content-Range': contentRange(page.offset, pageCount, total) };
  if (fn.returnsVoid) return { status: 204, headers: { ...range, ...applied }, body: null };
  const status = total !== null && pageCount < total ? 206 : 200;
  const head = req.method === 'HEAD';
  if (fn.returnColumns === null)
    return { status, headers: { 'Content-Type': JSON_TYPE, ...range, ...applied }, body: head ? null : row.body };
  // A function returning one composite value answers with that object, as PostgREST does; filtered to no row
  // it answers `null` with 200 (PostgREST's `json_agg(…)->0`), unless `.single()` asked for exactly one.
  const { body, contentType } = csv
    ? { body: row.body, contentType: CSV_TYPE }
    : !single && !fn.returnsSet && pageCount === 0
      ? { body: 'null', contentType: JSON_TYPE }
      : resultBody(row, single || !fn.returnsSet);
  return { status, headers: { 'Content-Type': contentType, ...range, ...applied }, body: head ? null : body };
}
