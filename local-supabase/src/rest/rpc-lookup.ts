import { postgrestError } from '../http/api-error.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { Catalog, DbFunction } from './catalog-types.ts';
import { closestName } from './suggest.ts';

function accepts(fn: DbFunction, given: string[]): boolean {
  const names = new Set(fn.args.map((a) => a.name));
  return given.every((g) => names.has(g)) && fn.args.every((a) => a.hasDefault || given.includes(a.name));
}

/** Picks the overload whose named parameters fit the given arguments; reloads the cache once on a miss. */
export async function lookupFunction(cache: CatalogCache, name: string, given: (fn: DbFunction[]) => string[]): Promise<{ catalog: Catalog; fn: DbFunction; args: string[] }> {
  let catalog = await cache.get();
  for (let attempt = 0; attempt < 2; attempt++) {
    const overloads = catalog.functions.get(name) ?? [];
    const args = given(overloads);
    const fn = overloads.find((f) => accepts(f, args));
    if (fn) return { catalog, fn, args };
    if (attempt === 0) catalog = await cache.refresh(catalog);
  }
  const args = [...given(catalog.functions.get(name) ?? [])].sort();
  const suggestion = closestName(name, catalog.functions.keys());
  const signature = args.length === 0 ? `${catalog.schema}.${name} without parameters` : `${catalog.schema}.${name}(${args.join(', ')})`;
  const searched = args.length === 0 ? 'without parameters' : `with parameters ${args.join(', ')}`;
  throw postgrestError(
    404,
    'PGRST202',
    `Could not find the function ${signature} in the schema cache`,
    `Searched for the function ${catalog.schema}.${name} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    suggestion === null || suggestion === name ? null : `Perhaps you meant to call the function ${catalog.schema}.${suggestion}`,
  );
}
