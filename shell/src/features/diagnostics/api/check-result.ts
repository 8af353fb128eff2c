import { isNetworkError, toAppError } from '@shared/messages/errors';
import { th } from '@shared/messages';
import { diagnosticsText } from '../diagnostics-messages.ts';

export type CheckId = 'database' | 'environment' | 'auth' | 'tableAccess';

/** What one check reports; checks never throw, so the card can always show all four. */
export interface CheckResult {
  id: CheckId;
  ok: boolean;
  detail: string;
}

export type ConnectionStatus = 'testing' | 'connected' | 'error';

export const CHECK_ORDER: readonly CheckId[] = ['database', 'environment', 'auth', 'tableAccess'];

/**
 * 42P01 is Postgres's "undefined_table"; hosted PostgREST 12+ answers PGRST205
 * ("Could not find the table ... in the schema cache") for the same situation.
 */
const MISSING_TABLE_CODES = new Set(['42P01', 'PGRST205']);

/** The sentence a failed check shows (spec §8 fixes the one for a missing table). */
export function describeCheckError(error: unknown): string {
  const { code, message } = toAppError(error);
  if (MISSING_TABLE_CODES.has(code)) return diagnosticsText.tableNotFound;
  if (isNetworkError(error)) return th.errors.network;
  return code === 'UNKNOWN_ERROR' ? message : `${message} (${code})`;
}

export function failedCheck(id: CheckId, error: unknown): CheckResult {
  return { id, ok: false, detail: describeCheckError(error) };
}

/** Show the start of a value only: enough to recognise the project, never the whole key. */
export function truncateMiddle(value: string, keep: number): string {
  return value.length <= keep ? value : `${value.slice(0, keep)}...`;
}

export function connectionStatus(results: readonly CheckResult[] | undefined, testing: boolean): ConnectionStatus {
  if (testing || !results) return 'testing';
  return results.length > 0 && results.every((r) => r.ok) ? 'connected' : 'error';
}
