import type { Database, RequestContext } from '../db/types.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { Relation } from './catalog-types.ts';
import { lookupRelation } from './lookup.ts';
import { negotiateMedia } from './media-type.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { parseQueryParams, type QueryParams } from './query-params.ts';
import { resultBody, singularityError, type RestResponse } from './result-response.ts';
import { parseSelect } from './select-parser.ts';
import { SqlParams } from './sql-params.ts';
import { buildStatement, type ResultRow, type Statement } from './statement-sql.ts';
import { groupRows, parseRows, requirePayloadColumns } from './write-body.ts';
import { deleteCtes, insertCtes, updateCtes } from './write-sql.ts';
import type { Catalog } from './catalog-types.ts';

export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

export interface WriteRequest {
  method: WriteMethod;
  relationName: string;
  search: URLSearchParams;
  body: string;
  prefer: string | undefined;
  accept: string | undefined;
}

function mutationCtes(req: WriteRequest, relation: Relation, query: QueryParams, prefs: Preferences, params: SqlParams, full: boolean): string[] {
  const filters = query.levels.get('')?.filters ?? [];
  if (req.method === 'DELETE') return deleteCtes(relation, filters, params, full);
  if (req.method === 'PATCH') {
    const [values = {}] = parseRows(req.body, false);
    requirePayloadColumns(relation, Object.keys(values));
    return updateCtes(relation, values, filters, params, full);
  }
  const rows = parseRows(req.body, true);
  if (query.columns) requirePayloadColumns(relation, query.columns);
  const groups = groupRows(rows, query.columns, prefs.missingDefault);
  for (const group of groups) requirePayloadColumns(relation, group.columns);
  const conflict = prefs.resolution === null
    ? null
    : { columns: query.onConflict ?? relation.primaryKey, merge: prefs.resolution === 'merge-duplicates' };
  return insertCtes(relation, { groups, conflict }, params, full);
}

function statementFor(req: WriteRequest, catalog: Catalog, relation: Relation, query: QueryParams, prefs: Preferences, full: boolean, stripNulls: boolean): Statement {
  if (full) {
    return buildStatement({
      catalog, query, items: parseSelect(query.select), applyTopLevel: false, withTotal: false, stripNulls,
      source: (params) => ({ ctes: mutationCtes(req, relation, query, prefs, params, true), from: 'pgrst_mutation', scope: { relation, linkName: relation.name } }),
    });
  }
  const params = new SqlParams();
  const ctes = mutationCtes(req, relation, query, prefs, params, false).join(', ');
  return { sql: `with ${ctes} select '[]' as body, null::text as first, (select count(*) from pgrst_mutation) as page_count, null::int8 as total`, params: params.values };
}

/** POST (insert / upsert), PATCH (update) and DELETE; row-level security decides which rows are touched. */
export async function handleWrite(db: Database, cache: CatalogCache, context: RequestContext, req: WriteRequest): Promise<RestResponse> {
  const prefs = parsePrefer(req.prefer);
  const { single, stripNulls } = negotiateMedia(req.accept);
  const full = prefs.return === 'representation';
  const query = parseQueryParams(req.search);
  const { catalog, relation } = await lookupRelation(cache, req.relationName);
  if (req.method === 'PATCH' && Object.keys(parseRows(req.body, false)[0] ?? {}).length === 0) {
    return full ? { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: '[]' } : { status: 204, headers: {}, body: null };
  }
  const statement = statementFor(req, catalog, relation, query, prefs, full, stripNulls);
  const row = await db.transaction(context, async (tx) => {
    const result = (await tx.query<ResultRow>(statement.sql, statement.params)).rows[0];
    if (!result) throw new Error('write statement returned no row');
    // `.single()` on a write that touched zero or several rows is refused and rolled back, as in PostgREST.
    if (single && Number(result.page_count) !== 1) throw singularityError(Number(result.page_count));
    return result;
  });
  const count = Number(row.page_count);
  const headers: Record<string, string> = { 'Content-Range': `*/${prefs.count === null ? '*' : count}` };
  const created = req.method === 'POST';
  if (!full) return { status: created ? 201 : 204, headers, body: null };
  const { body, contentType } = resultBody(row, single);
  return { status: created ? 201 : 200, headers: { ...headers, 'Content-Type': contentType }, body };
}
