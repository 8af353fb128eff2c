import type { Relation } from './catalog-types.ts';

/**
 * The relation a level of a query reads from, under the SQL alias the query gave it. Its own file because
 * every SQL builder of a level (columns, filters, selects, embeds) takes one and none of them owns it.
 */
export interface Scope {
  relation: Pick<Relation, 'schema' | 'name' | 'columns' | 'computedFields'>;
  alias: string;
  /** The table whose row type the rows have when it is not `relation` (an rpc returning `setof <table>`). */
  rowType?: string;
  /** The name PostgREST's SQL gives this level (`messages_1` for an embed at depth 1), as Postgres errors show it. */
  sqlName?: string;
}
