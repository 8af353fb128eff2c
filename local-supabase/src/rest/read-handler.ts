import type { Database, RequestContext } from '../db/types.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { lookupRelation } from './lookup.ts';
import { negotiateMedia } from './media-type.ts';
import { parsePrefer } from './prefer.ts';
import { APPLIED_BY, preferenceApplied } from './prefer-applied.ts';
import { applyTimezone } from './prefer-tx.ts';
import { parseQueryParams } from './query-params.ts';
import { contentRange, resultBody, toCount, type RestResponse } from './result-response.ts';
import { parseSelect } from './select-parser.ts';
import { qualified } from './sql-params.ts';
import { buildStatement, type ResultRow } from './statement-sql.ts';

export interface ReadRequest {
  relationName: string;
  search: URLSearchParams;
  prefer: string | undefined;
  accept: string | undefined;
  head: boolean;
}

/** GET / HEAD on a table or view. */
export async function handleRead(db: Database, cache: CatalogCache, context: RequestContext, req: ReadRequest): Promise<RestResponse> {
  const prefs = parsePrefer(req.prefer);
  const { single, stripNulls } = negotiateMedia(req.accept);
  const query = parseQueryParams(req.search);
  const items = parseSelect(query.select);
  const { catalog, relation } = await lookupRelation(cache, req.relationName);
  const statement = buildStatement({
    catalog,
    query,
    items,
    source: () => ({ ctes: [], from: qualified(relation.name), scope: { relation, linkName: relation.name } }),
    applyTopLevel: true,
    withTotal: prefs.count !== null,
    stripNulls,
  });
  const row = await db.transaction(context, async (tx) => {
    // Like PostgREST, GET and HEAD run read-only: a write hidden in a view or function fails with 25006.
    await tx.query('set transaction read only');
    await applyTimezone(tx, prefs);
    return (await tx.query<ResultRow>(statement.sql, statement.params, { prepare: true })).rows[0];
  });
  if (!row) throw new Error('read statement returned no row');
  const pageCount = Number(row.page_count);
  const total = toCount(row.total);
  const offset = query.levels.get('')?.offset ?? 0;
  const { body, contentType } = resultBody(row, single);
  const partial = total !== null && pageCount < total;
  return {
    status: partial ? 206 : 200,
    headers: { 'Content-Type': contentType, 'Content-Range': contentRange(offset, pageCount, total), ...preferenceApplied(prefs, APPLIED_BY.read) },
    body: req.head ? null : body,
  };
}
