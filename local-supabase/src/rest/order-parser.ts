import { parseField, type FieldRef } from './field-ref.ts';
import { parseError } from './parse-errors.ts';
import { splitTopLevel } from './split-top-level.ts';

export interface OrderTerm {
  field: FieldRef;
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
    if (fieldText.includes('(')) throw parseError(what, `ordering by an embedded resource is not supported ("${term}")`);
    return { field: parseField(fieldText, what), descending, nulls };
  });
}
