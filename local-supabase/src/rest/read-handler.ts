import type { Database, RequestContext } from '../db/types.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { CSV_TYPE } from './csv-output.ts';
import { lookupRelation } from './lookup.ts';
import { negotiateMedia } from './media-type.ts';
import { plannedCount } from './planned-count.ts';
import { parsePrefer } from './prefer.ts';
import { APPLIED_BY, preferenceApplied } from './prefer-applied.ts';
import { applyTimezone } from './prefer-tx.ts';
import { parseQueryParams } from './query-params.ts';
import { applyPage, offsetPastEnd } from './range-header.ts';
import { embedDepth } from './response-limits.ts';
import type { RestLimits } from './rest-limits.ts';
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
  /** The `Range` header (`0-9`, with `Range-Unit: items`); PostgREST reads it on GET only. */
  range: string | undefined;
  limits: RestLimits;
}

/** GET / HEAD on a table or view. */
export async function handleRead(db: Database, cache: CatalogCache, context: RequestContext, req: ReadRequest): Promise<RestResponse> {
  const prefs = parsePrefer(req.prefer);
  const { single, stripNulls, csv } = negotiateMedia(req.accept, { csv: true });
  const query = parseQueryParams(req.search);
  const page = applyPage(query, req.range, req.limits.maxRows);
  const items = parseSelect(query.select);
  const { catalog, relation } = await lookupRelation(cache, req.relationName);
  const statement = buildStatement({
    catalog,
    query,
    items,
    source: () => ({ ctes: [], from: qualified(relation), scope: { relation, linkName: relation.name } }),
    applyTopLevel: true,
    withTotal: prefs.count !== null,
    stripNulls,
    csv,
  });
  // Without embeds a page holds at most db-max-rows rows; embeds are what multiply them, so only then is the plan estimated.
  const budget = embedDepth(items) > 0 || req.limits.maxRows === null ? req.limits.budget : null;
  const row = await db.transaction(context, async (tx) => {
    // Like PostgREST, GET and HEAD run read-only: a write hidden in a view or function fails with 25006.
    await tx.query('set transaction read only');
    await applyTimezone(tx, prefs);
    await budget?.check(tx, statement);
    const result = (await tx.query<ResultRow>(statement.sql, statement.params, { prepare: true })).rows[0];
    const exact = toCount(result?.total ?? null);
    const planned =
      prefs.count === 'planned' || (prefs.count === 'estimated' && exact !== null && exact > (req.limits.maxRows ?? Infinity))
        ? await plannedCount(tx, statement)
        : null;
    return result && { ...result, total: planned ?? exact };
  });
  if (!row) throw new Error('read statement returned no row');
  const pageCount = Number(row.page_count);
  const total = toCount(row.total);
  const pastEnd = offsetPastEnd(page.offset, total);
  if (pastEnd) return pastEnd;
  const { body, contentType } = csv ? { body: row.body, contentType: CSV_TYPE } : resultBody(row, single);
  const partial = total !== null && pageCount < total;
  return {
    status: partial ? 206 : 200,
    headers: {
      'Content-Type': contentType,
      'Content-Range': contentRange(page.offset, pageCount, total),
      ...preferenceApplied(prefs, APPLIED_BY.read),
    },
    body: req.head ? null : body,
  };
}
