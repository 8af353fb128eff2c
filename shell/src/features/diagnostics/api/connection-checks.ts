import type { RestClient } from '@shared/db/rest';
import { loadSiteClient } from '@shared/platform/bootstrap/site-client';
import { hasAuthClient } from '@shared/platform/supabase';
import { diagnosticsText } from '../diagnostics-messages.ts';
import { failedCheck, truncateMiddle, type CheckResult } from './check-result.ts';

/** The part of the run-time config the environment check reads. */
export interface BackendSettings {
  supabaseUrl?: string | undefined;
  supabaseAnonKey?: string | undefined;
}

/**
 * The four real checks of spec §2. Each one catches its own failure and
 * reports it as a result, so one broken check never hides the other three.
 * supabase-js's own retries are off: a diagnostic reports what it sees now,
 * and 'Retest Connection' is the retry.
 */

export async function checkDatabase(client: RestClient, now: () => number = () => performance.now()): Promise<CheckResult> {
  const started = now();
  try {
    const { error, count } = await client.from('users').select('*', { count: 'exact', head: true }).retry(false);
    if (error) return failedCheck('database', error);
    // A HEAD request has no body: supabase-js turns a 404 (no such table) into a
    // bodiless success, and only the missing count gives it away.
    if (count === null) return failedCheck('database', { code: '42P01', message: 'relation "users" does not exist' });
    return { id: 'database', ok: true, detail: diagnosticsText.databaseOk(Math.round(now() - started)) };
  } catch (error) {
    return failedCheck('database', error);
  }
}

export function checkEnvironment(settings: BackendSettings | null): CheckResult {
  const url = settings?.supabaseUrl ?? '';
  const key = settings?.supabaseAnonKey ?? '';
  if (url === '' || key === '') return { id: 'environment', ok: false, detail: diagnosticsText.environmentMissing };
  return { id: 'environment', ok: true, detail: diagnosticsText.environmentOk(truncateMiddle(url, 30), truncateMiddle(key, 20)) };
}

/** How long the auth service may take to answer its health check before the card calls it unreachable. */
const AUTH_HEALTH_TIMEOUT_MS = 5000;

/**
 * The auth service as the server answers now, then the session as the auth
 * client holds it. The session alone is read from storage without a network
 * call, so it said "connected" while the backend was down: the health request
 * to GoTrue's `/health` is what proves the service answers. A page that started without the auth client
 * (a visitor's, decision 0062) holds no session: it says so without downloading the client.
 */
export async function checkAuth(settings: BackendSettings | null, fetchImpl: typeof fetch = fetch): Promise<CheckResult> {
  try {
    const url = settings?.supabaseUrl ?? '';
    const key = settings?.supabaseAnonKey ?? '';
    if (url === '' || key === '') return { id: 'auth', ok: false, detail: diagnosticsText.environmentMissing };
    const health = await fetchImpl(`${url.replace(/\/+$/, '')}/auth/v1/health`, {
      headers: { apikey: key },
      signal: AbortSignal.timeout(AUTH_HEALTH_TIMEOUT_MS),
    });
    if (!health.ok) return { id: 'auth', ok: false, detail: diagnosticsText.authUnreachable(health.status) };
    if (!hasAuthClient()) return { id: 'auth', ok: true, detail: diagnosticsText.sessionNone };
    const { data, error } = await (await loadSiteClient()).auth.getSession();
    if (error) return failedCheck('auth', error);
    const email = data.session?.user.email;
    return {
      id: 'auth',
      ok: true,
      detail: data.session ? diagnosticsText.sessionActive(email ?? data.session.user.id) : diagnosticsText.sessionNone,
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { id: 'auth', ok: false, detail: diagnosticsText.authTimeout };
    }
    return failedCheck('auth', error);
  }
}

export async function checkTableAccess(client: RestClient): Promise<CheckResult> {
  try {
    const { data, error } = await client.from('users').select('id').limit(1).retry(false);
    if (error) return failedCheck('tableAccess', error);
    return { id: 'tableAccess', ok: true, detail: diagnosticsText.tableAccessOk(data.length) };
  } catch (error) {
    return failedCheck('tableAccess', error);
  }
}
