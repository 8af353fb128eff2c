/**
 * Narrowing helpers for the mappers between generated rows and the UI's types. A text column with a check
 * constraint is `string` in the generated types, and every column of a view is nullable there; these turn such
 * a value into the UI's type, and fail loudly (the query's error state) when the schema and the code disagree,
 * instead of casting.
 */
export function oneOf<T extends string>(allowed: readonly T[], value: string, column: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`unexpected ${column}: ${value}`);
  return found;
}

/** A view's column the view always fills (its generated type is nullable all the same). */
export function present<T>(value: T | null, column: string): T {
  if (value === null) throw new Error(`missing ${column}`);
  return value;
}
