import type { Preferences } from './prefer.ts';

/** The preferences a kind of request can honour, in the order PostgREST lists them. */
export type AppliedKind = 'resolution' | 'missing' | 'return' | 'params' | 'count' | 'tx' | 'handling' | 'timezone' | 'max-affected';

const ORDER: AppliedKind[] = ['resolution', 'missing', 'return', 'params', 'count', 'tx', 'handling', 'timezone', 'max-affected'];

/** Which preferences each request honours (PostgREST's Response.hs). */
export const APPLIED_BY = {
  read: ['count', 'tx', 'handling', 'timezone'],
  insert: ['resolution', 'missing', 'return', 'count', 'tx', 'handling', 'timezone'],
  update: ['missing', 'return', 'count', 'tx', 'handling', 'timezone', 'max-affected'],
  delete: ['return', 'count', 'tx', 'handling', 'timezone', 'max-affected'],
  rpc: ['params', 'count', 'tx', 'handling', 'timezone', 'max-affected'],
} as const satisfies Record<string, readonly AppliedKind[]>;

function valueOf(prefs: Preferences, kind: AppliedKind): string | null {
  if (kind === 'max-affected') return prefs.handling === 'strict' && prefs.maxAffected !== null ? String(prefs.maxAffected) : null;
  return prefs[kind];
}

/** `Preference-Applied: return=representation, count=exact`; absent when nothing applied. */
export function preferenceApplied(prefs: Preferences, honoured: readonly AppliedKind[]): Record<string, string> {
  const parts = ORDER.filter((kind) => honoured.includes(kind))
    .map((kind) => [kind, valueOf(prefs, kind)] as const)
    .filter((entry): entry is readonly [AppliedKind, string] => entry[1] !== null)
    .map(([kind, value]) => `${kind}=${value}`);
  return parts.length === 0 ? {} : { 'Preference-Applied': parts.join(', ') };
}
