import { postgrestError } from '../http/api-error.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { Catalog, Relation } from './catalog-types.ts';
import { closestName } from './suggest.ts';

/** Finds a table or view, reloading the schema cache once on a miss (a migration may have added it). */
export async function lookupRelation(cache: CatalogCache, name: string): Promise<{ catalog: Catalog; relation: Relation }> {
  let catalog = await cache.get();
  let relation = catalog.relations.get(name);
  if (!relation) {
    catalog = await cache.refresh(catalog);
    relation = catalog.relations.get(name);
  }
  if (!relation) {
    const suggestion = closestName(name, catalog.relations.keys());
    throw postgrestError(
      404,
      'PGRST205',
      `Could not find the table '${catalog.schema}.${name}' in the schema cache`,
      null,
      suggestion === null ? null : `Perhaps you meant the table '${catalog.schema}.${suggestion}'`,
    );
  }
  return { catalog, relation };
}
