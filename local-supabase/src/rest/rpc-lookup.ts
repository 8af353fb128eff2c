import { postgrestError } from '../http/api-error.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { Catalog, DbFunction } from './catalog-types.ts';
import { chooseOverload, type CallShape, type Chosen } from './rpc-overloads.ts';
import { closestName } from './suggest.ts';

const paramList = (names: string[]): string => `(${[...names].sort().join(', ')})`;

/** PostgREST's hint: a close function name, or the closest parameter list among the overloads. */
function hint(catalog: Catalog, name: string, keys: string[], overloads: DbFunction[]): string | null {
  if (overloads.length === 0) {
    const suggestion = closestName(name, catalog.functions.keys());
    return suggestion === null || suggestion === name ? null : `Perhaps you meant to call the function ${catalog.schema}.${suggestion}`;
  }
  const lists = overloads.map((f) => paramList(f.args.map((a) => a.name)));
  const closest = closestName(paramList(keys), lists);
  return closest === null ? null : `Perhaps you meant to call the function ${catalog.schema}.${name}${closest}`;
}

/** PGRST202 worded as PostgREST 12 words it for this kind of call. */
function notFound(catalog: Catalog, name: string, shape: CallShape): Error {
  const keys = [...shape.keys].sort();
  const rawBody = shape.isPost && shape.media !== 'json';
  const withParams = keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  const searched = !shape.isPost
    ? withParams
    : shape.media === 'json'
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : ` with a single unnamed ${shape.media === 'octet' ? 'bytea' : shape.media} parameter`;
  const signature = rawBody ? '' : keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
  return postgrestError(
    404,
    'PGRST202',
    `Could not find the function ${catalog.schema}.${name}${signature} in the schema cache`,
    `Searched for the function ${catalog.schema}.${name}${searched}, but no matches were found in the schema cache.`,
    rawBody ? null : hint(catalog, name, keys, catalog.functions.get(name) ?? []),
  );
}

/** Picks the overload the call fits (PGRST203 when several do); reloads the cache once on a miss. */
export async function lookupFunction(
  cache: CatalogCache,
  name: string,
  shapeFor: (overloads: DbFunction[]) => CallShape,
): Promise<{ catalog: Catalog; chosen: Chosen; shape: CallShape }> {
  let catalog = await cache.get();
  for (let attempt = 0; ; attempt++) {
    const overloads = catalog.functions.get(name) ?? [];
    const shape = shapeFor(overloads);
    const chosen = chooseOverload(overloads, shape);
    if (chosen) return { catalog, chosen, shape };
    if (attempt > 0) throw notFound(catalog, name, shape);
    catalog = await cache.refresh(catalog);
  }
}
