import type { Database } from './types.ts';

/**
 * What the bootstrap needs beyond the request contract: running a whole SQL
 * file (many statements, no parameters) as the owner.
 */
export interface Engine extends Database {
  execScript(sql: string): Promise<void>;
}
