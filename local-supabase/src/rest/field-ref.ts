import { parseError } from './parse-errors.ts';
import { unquote } from './split-top-level.ts';

export interface JsonPathStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, optionally followed by a JSON path: `data->a->>b`. */
export interface FieldRef {
  column: string;
  path: JsonPathStep[];
}

/** Parses `col`, `"odd col"` or `col->a->>b`; rejects empty names. */
export function parseField(text: string, what: string): FieldRef {
  const pieces = text.split(/(->>|->)/);
  const column = unquote(pieces[0] ?? '');
  if (column === '') throw parseError(what, `unexpected empty column name in "${text}"`);
  const path: JsonPathStep[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] === '->>' ? '->>' : '->';
    const key = unquote(pieces[i + 1] ?? '');
    if (key === '') throw parseError(what, `unexpected end of JSON path in "${text}"`);
    path.push({ arrow, key });
  }
  return { column, path };
}

/** The key PostgREST gives a JSON path in the output: its last key, else the column. */
export function fieldOutputName(field: FieldRef): string {
  return field.path.at(-1)?.key ?? field.column;
}
