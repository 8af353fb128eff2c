import type { Database } from '../db/types.ts';
import type { Catalog, RestSettings } from './catalog-types.ts';
import { loadCatalog } from './load-catalog.ts';

const DEFAULT_SETTINGS: RestSettings = { aggregatesEnabled: false };

/**
 * The schema cache: loaded at first use, reloaded when a request names a table
 * or function it does not know (migrations may have added it since), like
 * PostgREST's schema cache reload. Concurrent reloads share one query.
 */
export class CatalogCache {
  private current: Promise<Catalog> | null = null;

  /** `schema`: the exposed schema this cache describes (one cache per entry of DB_SCHEMAS). */
  constructor(
    private readonly db: Database,
    private readonly schema = 'public',
    private readonly settings: RestSettings = DEFAULT_SETTINGS,
  ) {}

  get(): Promise<Catalog> {
    this.current ??= this.load();
    return this.current;
  }

  /** Reloads (once for all concurrent callers) and returns the fresh catalogue. */
  async refresh(stale: Catalog): Promise<Catalog> {
    const latest = await this.get();
    if (latest !== stale) return latest;
    this.current = this.load();
    return this.current;
  }

  /**
   * PostgREST's `NOTIFY pgrst, 'reload schema'`: reads the schema again now,
   * e.g. after DDL that changed keys or functions of relations already known
   * (which refresh-on-unknown-name cannot notice).
   */
  async reload(): Promise<void> {
    this.current = this.load();
    await this.current;
  }

  private load(): Promise<Catalog> {
    const loading = this.db.transaction(null, async (tx) => ({ ...(await loadCatalog(tx, this.schema)), settings: this.settings }));
    // A failed load must not poison the cache for every later request.
    loading.catch(() => {
      if (this.current === loading) this.current = null;
    });
    return loading;
  }
}
