import type { DbFunction } from './catalog-types.ts';
import { quoteIdent, type SqlParams } from './sql-params.ts';

/** What the function receives: named arguments, or the request body whole as its one parameter. */
export type CallInput =
  | { kind: 'named'; args: Record<string, unknown> }
  /** `body` is the text, or for a bytea parameter the bytes in hex. */
  | { kind: 'whole'; body: string };

/** The whole body as the single parameter; bytes travel as hex so both engines read them the same way. */
function wholeArgument(fn: DbFunction, input: Extract<CallInput, { kind: 'whole' }>, params: SqlParams): string {
  const type = fn.args[0]?.type ?? 'json';
  if (type === 'bytea') return `decode(${params.add(input.body)}, 'hex')`;
  return `${params.add(input.body)}::${type}`;
}

/**
 * `public.fn(a => …, b => …)`. As in PostgREST, the arguments travel as one
 * JSON object and Postgres converts each with `json_to_record` into the declared
 * type, so arrays, composite (row-type) values and query-string text all work.
 * Type names come from the catalogue, never from the request.
 */
export function callSql(fn: DbFunction, input: CallInput, params: SqlParams): string {
  const name = `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}`;
  if (input.kind === 'whole') return `${name}(${wholeArgument(fn, input, params)})`;
  const names = Object.keys(input.args).filter((key) => fn.args.some((a) => a.name === key));
  if (names.length === 0) return `${name}()`;
  const json = params.add(JSON.stringify(input.args));
  const parts = names.map((key) => {
    const type = fn.args.find((a) => a.name === key)?.type ?? 'text';
    const column = quoteIdent(key);
    return `${column} => (select pgrst_args.${column} from json_to_record(${json}::json) as pgrst_args(${column} ${type}))`;
  });
  return `${name}(${parts.join(', ')})`;
}
