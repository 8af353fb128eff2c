import type { Database, RequestContext } from '../db/types.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { Relation } from './catalog-types.ts';
import { lookupRelation } from './lookup.ts';
import { negotiateMedia } from './media-type.ts';
import { parsePrefer, type Preferences, type TxEnd } from './prefer.ts';
import { APPLIED_BY, preferenceApplied } from './prefer-applied.ts';
import { checkMaxAffected, runTransaction } from './prefer-tx.ts';
import { parseQueryParams, type QueryParams } from './query-params.ts';
import { resultBody, singularityError, type RestResponse } from './result-response.ts';
import { parseSelect } from './select-parser.ts';
import { SqlParams } from './sql-params.ts';
import { buildStatement, type ResultRow, type Statement } from './statement-sql.ts';
import { groupRows, parseRows, requirePayloadColumns } from './write-body.ts';
import { insertLocation } from './write-location.ts';
import { deleteCtes, insertCtes, INSERTED_SETTING, updateCtes } from './write-sql.ts';
import type { Catalog } from './catalog-types.ts';

export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

export interface WriteRequest {
  method: WriteMethod;
  relationName: string;
  search: URLSearchParams;
  body: string;
  prefer: string | undefined;
  accept: string | undefined;
  txEnd?: TxEnd;
}

/** A merge upsert into a table tells new rows from updated ones (200 when none was new, as PostgREST answers). */
const countsInserted = (req: WriteRequest, relation: Relation, prefs: Preferences): boolean =>
  req.method === 'POST' && prefs.resolution === 'merge-duplicates' && relation.kind === 'table';

function mutationCtes(
  req: WriteRequest,
  relation: Relation,
  query: QueryParams,
  prefs: Preferences,
  params: SqlParams,
  full: boolean,
): string[] {
  const filters = query.levels.get('')?.filters ?? [];
  if (req.method === 'DELETE') return deleteCtes(relation, filters, params, full);
  if (req.method === 'PATCH') {
    const [values = {}] = parseRows(req.body, false);
    requirePayloadColumns(relation, Object.keys(values));
    return updateCtes(relation, values, filters, params, full);
  }
  const rows = parseRows(req.body, true);
  if (query.columns) requirePayloadColumns(relation, query.columns);
  const groups = groupRows(rows, query.columns);
  for (const group of groups) requirePayloadColumns(relation, group.columns);
  const conflict =
    prefs.resolution === null ? null : { columns: query.onConflict ?? relation.primaryKey, merge: prefs.resolution === 'merge-duplicates' };
  return insertCtes(
    relation,
    { groups, conflict, countInserted: countsInserted(req, relation, prefs), missingDefault: prefs.missingDefault },
    params,
    full,
  );
}

function statementFor(
  req: WriteRequest,
  catalog: Catalog,
  relation: Relation,
  query: QueryParams,
  prefs: Preferences,
  full: boolean,
  stripNulls: boolean,
): Statement {
  if (full) {
    return buildStatement({
      catalog,
      query,
      items: parseSelect(query.select),
      applyTopLevel: false,
      withTotal: false,
      stripNulls,
      source: (params) => ({
        ctes: mutationCtes(req, relation, query, prefs, params, true),
        from: 'pgrst_mutation',
        scope: { relation, linkName: relation.name },
      }),
    });
  }
  const params = new SqlParams();
  const ctes = mutationCtes(req, relation, query, prefs, params, false).join(', ');
  return {
    sql: `with ${ctes} select '[]' as body, null::text as first, (select count(*) from pgrst_mutation) as page_count, null::int8 as total`,
    params: params.values,
  };
}

/** Content-Range of a write: PATCH names the rows (0-2 of the total), POST and DELETE only the count. */
function writeRange(method: WriteMethod, affected: number, prefs: Preferences): string {
  const total = prefs.count === 'exact' || prefs.count === 'estimated' ? String(affected) : '*';
  return method === 'PATCH' && affected > 0 ? `0-${affected - 1}/${total}` : `*/${total}`;
}

function appliedFor(req: WriteRequest, relation: Relation, query: QueryParams, prefs: Preferences): Record<string, string> {
  if (req.method === 'PATCH') return preferenceApplied(prefs, APPLIED_BY.update);
  if (req.method === 'DELETE') return preferenceApplied(prefs, APPLIED_BY.delete);
  // `resolution` counts only where a conflict target exists (a primary key or on_conflict).
  const upsertable = relation.primaryKey.length > 0 || query.onConflict !== null;
  return preferenceApplied(
    prefs,
    APPLIED_BY.insert.filter((k) => k !== 'resolution' || upsertable),
  );
}

/** POST (insert / upsert), PATCH (update) and DELETE; row-level security decides which rows are touched. */
export async function handleWrite(db: Database, cache: CatalogCache, context: RequestContext, req: WriteRequest): Promise<RestResponse> {
  const prefs = parsePrefer(req.prefer, req.txEnd);
  const { single, stripNulls } = negotiateMedia(req.accept);
  const full = prefs.return === 'representation';
  // headers-only reads the new row back for its Location, as PostgREST does (SELECT on the key is needed).
  const headersOnly = prefs.return === 'headers-only' && req.method === 'POST';
  const query = parseQueryParams(req.search);
  const { catalog, relation } = await lookupRelation(cache, req.relationName);
  const applied = appliedFor(req, relation, query, prefs);
  if (req.method === 'PATCH' && Object.keys(parseRows(req.body, false)[0] ?? {}).length === 0) {
    return full
      ? { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', ...applied }, body: '[]' }
      : { status: 204, headers: applied, body: null };
  }
  const statement = statementFor(req, catalog, relation, query, prefs, full || headersOnly, stripNulls);
  const { row, inserted } = await runTransaction(db, context, prefs, async (tx) => {
    const result = (await tx.query<ResultRow>(statement.sql, statement.params)).rows[0];
    if (!result) throw new Error('write statement returned no row');
    // `.single()` on a write that touched zero or several rows is refused and rolled back, as in PostgREST.
    if (single && Number(result.page_count) !== 1) throw singularityError(Number(result.page_count));
    if (req.method !== 'POST') checkMaxAffected(prefs, Number(result.page_count));
    if (!countsInserted(req, relation, prefs)) return { row: result, inserted: null };
    const note = await tx.query<{ n: string | null }>('select current_setting($1, true) as n', [INSERTED_SETTING]);
    return { row: result, inserted: Number(note.rows[0]?.n || 0) };
  });
  const count = Number(row.page_count);
  const headers: Record<string, string> = { 'Content-Range': writeRange(req.method, count, prefs), ...applied };
  // 201 for an insert, except a merge upsert that created nothing (every row updated): 200.
  const status = req.method === 'POST' ? (inserted === 0 ? 200 : 201) : full ? 200 : 204;
  if (headersOnly) {
    const location = insertLocation(relation, count, row.first);
    return { status, headers: location === null ? headers : { ...headers, Location: location }, body: null };
  }
  if (!full) return { status, headers, body: null };
  const { body, contentType } = resultBody(row, single);
  return { status, headers: { ...headers, 'Content-Type': contentType }, body };
}
