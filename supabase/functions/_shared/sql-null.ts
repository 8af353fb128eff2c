/**
 * SQL null for a function argument without a default to which the database gives a meaning (no webhook event,
 * no readable QR). The generated types (supabase's own generator, decision 0049) never type an argument null, so
 * this one named widening says it where it happens; a `default null` on the argument would remove it.
 */
export const SQL_NULL = null as unknown as string;

/** A value, or SQL null for its absence (see SQL_NULL). */
export const orSqlNull = (value: string | null): string => value ?? SQL_NULL;
