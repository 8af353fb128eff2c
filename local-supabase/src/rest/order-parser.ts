import { parseField, type FieldRef } from './field-ref.ts';
import { parseError } from './parse-errors.ts';
import { splitTopLevel } from './split-top-level.ts';

export interface OrderTerm {
  field: FieldRef;
  /** `order=rel(col)`: ordered by a column of the to-one embed `rel` (PostgREST's related order). */
  relation?: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

/** `order=col.desc.nullslast,other` */
export function parseOrder(text: string): OrderTerm[] {
  const what = `order parameter (${text})`;
  return splitTopLevel(text).map((term) => {
    const [fieldText = '', ...modifiers] = term.split('.');
    let descending = false;
    let nulls: OrderTerm['nulls'] = null;
    for (const modifier of modifiers) {
      if (modifier === 'asc') descending = false;
      else if (modifier === 'desc') descending = true;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else throw parseError(what, `unexpected "${modifier}" in "${term}"`);
    }
    const related = /^([^()]+)\(([^()]+)\)$/.exec(fieldText);
    if (related?.[1] && related[2]) return { field: parseField(related[2], what), relation: related[1], descending, nulls };
    if (fieldText.includes('(')) throw parseError(what, `unexpected parenthesis in "${term}"`);
    return { field: parseField(fieldText, what), descending, nulls };
  });
}
