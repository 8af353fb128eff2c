import { postgrestError } from '../http/api-error.ts';

/** PostgREST's `db-tx-end`: whether `Prefer: tx=…` may override the default end of a transaction. */
export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

/** The `Prefer` header as PostgREST 12/13 reads it (RFC 7240); the first value of each kind wins. */
export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  /** `missing=default`: absent keys take the column DEFAULT. */
  missingDefault: boolean;
  handling: 'strict' | 'lenient' | null;
  /** Only set when the server's `db-tx-end` allows the override, as in PostgREST. */
  tx: 'commit' | 'rollback' | null;
  params: 'single-object' | null;
  maxAffected: number | null;
  /** `timezone=<zone>` for the transaction (PostgREST's `set local timezone`); an unknown zone is invalid. */
  timezone: string | null;
  /** Whether this request's transaction ends in a rollback (the preference, or the server's default). */
  rollback: boolean;
}

const KINDS = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
} as const;

type Kind = keyof typeof KINDS;
const isKind = (key: string): key is Kind => Object.hasOwn(KINDS, key);

function first<K extends Kind>(tokens: string[], kind: K): (typeof KINDS)[K][number] | null {
  const values: readonly string[] = KINDS[kind];
  for (const token of tokens) {
    const value = token.startsWith(`${kind}=`) ? token.slice(kind.length + 1) : null;
    if (value !== null && values.includes(value)) return value as (typeof KINDS)[K][number];
  }
  return null;
}

/** A zone name both Postgres and ICU know (`Asia/Bangkok`, `UTC`, `US/Eastern`). */
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function isAccepted(token: string): boolean {
  const [key = '', value = ''] = token.split(/=(.*)/s);
  if (key === 'timezone') return isTimeZone(value);
  // Like PostgREST, any `max-affected=…` is recognised (a non-number is simply not applied).
  if (key === 'max-affected') return true;
  return isKind(key) && (KINDS[key] as readonly string[]).includes(value);
}

/**
 * Parses `Prefer` (supabase-js sends several headers; fetch joins them with ", ").
 * With `handling=strict`, any unknown or invalid preference is 400 PGRST122.
 */
export function parsePrefer(header: string | undefined, txEnd: TxEnd = 'commit'): Preferences {
  const tokens = (header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const handling = first(tokens, 'handling');
  const invalid = tokens.filter((t) => !isAccepted(t));
  if (handling === 'strict' && invalid.length > 0) {
    throw postgrestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  const maxToken = tokens.find((t) => t.startsWith('max-affected='))?.slice('max-affected='.length) ?? '';
  const timezone = tokens.find((t) => t.startsWith('timezone='))?.slice('timezone='.length) ?? null;
  const tx = txEnd.endsWith('allow-override') ? first(tokens, 'tx') : null;
  const missing = first(tokens, 'missing');
  return {
    return: first(tokens, 'return'),
    count: first(tokens, 'count'),
    resolution: first(tokens, 'resolution'),
    missing,
    missingDefault: missing === 'default',
    handling,
    tx,
    params: first(tokens, 'params'),
    maxAffected: /^-?\d{1,15}$/.test(maxToken) ? Number(maxToken) : null,
    timezone: timezone !== null && isTimeZone(timezone) ? timezone : null,
    rollback: tx === 'rollback' || (txEnd.startsWith('rollback') && tx !== 'commit'),
  };
}
