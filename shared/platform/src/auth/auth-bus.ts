import { BehaviorSubject, Subject, distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import type { Session } from '@supabase/supabase-js';
import type { SiteClient } from '../supabase/site-client.ts';
import { fetchProfile } from './profile.ts';
import { mirrorLegacyMarkers } from './legacy-mirror.ts';
import { isRefusal } from './refusal.ts';
import { isBackendTimeout } from '@shared/db/request-timeout';
import { isNetworkError } from '@shared/messages/errors';
import type { AuthEvent, AuthState, Profile } from './types.ts';

export type { AuthEvent, AuthEventName, AuthState, AuthStatus, Profile } from './types.ts';

/**
 * The auth event bus: the one place the site learns about sign-in and sign-out.
 * supabase-js's onAuthStateChange feeds it (including other tabs, through the
 * client's BroadcastChannel); the header and every remote subscribe to it.
 * It is a federation singleton, so there is exactly one per page (a test in
 * e2e/ proves it).
 */

/**
 * Counts evaluations of this module on the page. Federation must give every
 * app the same instance; e2e/tests/platform asserts the count stays 1 after
 * every remote has loaded. (A diagnostic, not a control path.)
 */
const diagnostics = ((globalThis as { __riancode?: { authBusInstances: number } }).__riancode ??= { authBusInstances: 0 });
diagnostics.authBusInstances += 1;

/** The state before the session is read: what a page pre-rendered at build time shows. */
export const INITIAL_AUTH_STATE: AuthState = Object.freeze({ status: 'loading', session: null, profile: null });

/** Nobody signed in: what the bus says after a sign-out, and what a page without a session starts as. */
export const SIGNED_OUT_STATE: AuthState = Object.freeze({ status: 'signedOut', session: null, profile: null });

const events$ = new Subject<AuthEvent>();
const state$ = new BehaviorSubject<AuthState>(INITIAL_AUTH_STATE);
let started = false;
/** The auth client the bus listens to; null on a page that started without one (startAuthBusSignedOut). */
let auth: AuthSource | null = null;
let unsubscribe: (() => void) | null = null;
/** Guards against an older profile read landing after a newer session. */
let generation = 0;

export const authEvents$: Observable<AuthEvent> = events$.asObservable();
export const authState$: Observable<AuthState> = state$.asObservable();

export function getAuthState(): AuthState {
  return state$.getValue();
}

export function subscribeAuthState(listener: (state: AuthState) => void): () => void {
  const subscription = state$.subscribe(listener);
  return () => subscription.unsubscribe();
}

/** The signed-in member's id (null: nobody), once known and then at each change: the query cache resets on it. */
export const authUserId$: Observable<string | null> = state$.pipe(
  map((s) => (s.status === 'signedIn' ? (s.session?.user.id ?? null) : s.status === 'signedOut' ? null : undefined)),
  // While the session is still being read nobody is known yet, not "signed out": the first answer
  // (a member, or nobody) is where the page starts, not a change of viewer. Told apart, a member's
  // first answer cleared the answers the page arrived with (the landing's server-rendered shelves),
  // and the pre-rendered "/" hydrated into a loading skeleton (React #418).
  filter((id): id is string | null => id !== undefined),
  distinctUntilChanged(),
);

/**
 * Waits before the second and third read of the users row. With the requests themselves, a
 * backend that keeps failing is reported within the 10 s every data page promises (issue 18).
 */
const PROFILE_RETRY_DELAYS_MS = [1000, 2000];
let sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readProfile(userId: string): Promise<Profile | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchProfile(userId);
    } catch (error) {
      const delay = PROFILE_RETRY_DELAYS_MS[attempt];
      // A timeout is not retried: a hung backend would only make the page wait again (issue 27).
      if (delay === undefined || isRefusal(error) || isBackendTimeout(error)) throw error;
      await sleep(delay);
    }
  }
}

/**
 * supabase-js announces a session it restores from storage twice as the page starts (SIGNED_IN, then
 * INITIAL_SESSION): each read the users row, and the page waited for the second (bench:web's member pages,
 * one round trip, ~0.6 s on slow 4G). A read in flight for the same user and token serves both.
 */
let profileInFlight: { key: string; read: Promise<Profile | null> } | null = null;

function profileReadFor(session: Session): Promise<Profile | null> {
  const key = `${session.user.id} ${session.access_token}`;
  if (profileInFlight?.key === key) return profileInFlight.read;
  const read: Promise<Profile | null> = readProfile(session.user.id).finally(() => {
    if (profileInFlight?.read === read) profileInFlight = null;
  });
  profileInFlight = { key, read };
  return read;
}

async function applySession(session: Session | null): Promise<void> {
  const mine = ++generation;
  if (!session) {
    state$.next(SIGNED_OUT_STATE);
    return;
  }
  const previous = state$.getValue();
  const sameUser = previous.session?.user.id === session.user.id;
  // Keep showing the known profile while a token refresh re-reads it.
  state$.next({ status: 'signedIn', session, profile: sameUser ? previous.profile : null });
  let profile: Profile | null;
  let rowMissing = false;
  let failure: unknown = null;
  try {
    profile = await profileReadFor(session);
    rowMissing = profile === null;
  } catch (error) {
    failure = error;
    profile = sameUser ? previous.profile : null;
  }
  if (mine !== generation) return;
  const failed = profile === null && failure !== null;
  const unreachable = failed && isNetworkError(failure);
  state$.next({
    status: 'signedIn',
    session,
    profile,
    ...(failed ? { profileFailed: true } : {}),
    ...(unreachable ? { profileUnreachable: true } : {}),
  });
  // A token the server still signs but no profile row, or a refusal: the member may have been
  // suspended or deleted meanwhile.
  if (rowMissing || isRefusal(failure)) void recheckSession();
}

/** The retry button of a page whose users row could not be read: reads it again (with retries). */
export async function retryProfileRead(): Promise<void> {
  const { session } = state$.getValue();
  if (session) await applySession(session);
}

/** What the bus needs of the auth client. A type only: this module never loads the auth library. */
type AuthSource = Pick<SiteClient['auth'], 'onAuthStateChange' | 'signOut' | 'refreshSession'>;

/** Why the server stopped accepting this tab's session: an admin suspended the member, or it ended. */
export type SessionEndReason = 'suspended' | 'ended';
const sessionEnded$ = new Subject<SessionEndReason>();
/** Emits when recheckSession signs the tab out; the app tells the member why. */
export const sessionEnds$: Observable<SessionEndReason> = sessionEnded$.asObservable();

/** One recheck at a time, and none again within this many ms of the last (a burst of refusals asks once). */
const RECHECK_INTERVAL_MS = 15_000;
let recheck: Promise<boolean> | null = null;
let lastRecheckAt = -Infinity;

/**
 * After the database refuses a signed-in member (or finds no profile row), asks the auth service
 * whether the session still stands by refreshing it. An access token stays valid until it expires
 * even after the member is banned or deleted (as on hosted Supabase), so the refresh is the honest
 * question. When it fails, this tab signs out locally (other devices learn on their own refresh)
 * and sessionEnds$ says why. Resolves true when the session is still accepted.
 */
export function recheckSession(now: number = Date.now()): Promise<boolean> {
  const source = auth;
  if (!source || state$.getValue().status !== 'signedIn') return Promise.resolve(false);
  if (recheck) return recheck;
  if (now - lastRecheckAt < RECHECK_INTERVAL_MS) return Promise.resolve(true);
  lastRecheckAt = now;
  recheck = (async () => {
    const { error } = await source.refreshSession();
    if (!error) return true;
    // A network failure says nothing about the session: keep it and let the page show its error.
    if (error.status === undefined || error.status === 0 || error.status >= 500) return true;
    await source.signOut({ scope: 'local' });
    sessionEnded$.next(error.code === 'user_banned' ? 'suspended' : 'ended');
    return false;
  })().finally(() => {
    recheck = null;
  });
  return recheck;
}

/**
 * Where the bus writes each session it hears for the site server (the session cookie, decision 0070): given by
 * whoever loads the auth client (@shared/platform/supabase/init), so its code is not on a visitor's page.
 */
export type SessionMirror = (session: Session | null) => void;

/**
 * Starts listening once, to the page's one auth client (startPlatform passes
 * it). Safe to call from the shell and from a dev harness. supabase-js calls
 * the callback synchronously inside its lock, so the profile read is
 * deferred to avoid a dead-lock on the client's auth lock.
 */
export function startAuthBus(source: AuthSource, mirrorSession: SessionMirror = () => undefined): void {
  if (started) return;
  started = true;
  auth = source;
  const { data } = source.onAuthStateChange((event, session) => {
    // Every change, at once (a refresh too): the next page the member opens is rendered with it (decision 0070).
    try {
      mirrorSession(session);
    } catch (error) {
      // Cookies disabled: the member's pages are then drawn in the browser, as before.
      console.warn('[auth] the session could not be mirrored', error);
    }
    events$.next({ event, session });
    setTimeout(() => void applySession(session), 0);
  });
  const mirror = state$.subscribe((state) => mirrorLegacyMarkers(state));
  unsubscribe = () => {
    data.subscription.unsubscribe();
    mirror.unsubscribe();
  };
}

/**
 * For a page that starts without the auth client because the browser holds
 * no session (the landing page a visitor gets, decision 0031): the state is
 * known at once, signed out. If the page loads the client later
 * (loadSiteClient), startAuthBus then starts listening to it.
 */
export function startAuthBusSignedOut(): void {
  if (started) return;
  state$.next(SIGNED_OUT_STATE);
  // As the app would: stale markers of an ended session do not outlive it.
  mirrorLegacyMarkers(SIGNED_OUT_STATE);
}

/** Re-reads the users row (after a profile edit or the post-sign-up sync). */
export async function refreshProfile(): Promise<Profile | null> {
  const { session } = state$.getValue();
  if (!session) return null;
  const profile = await fetchProfile(session.user.id);
  state$.next({ status: 'signedIn', session, profile });
  return profile;
}

/**
 * Signs out; the bus emits SIGNED_OUT. "ออกจากระบบ" ends only this device's session ('local'):
 * supabase-js defaults to 'global', which also signed the member out of their phone and every
 * other browser (issue 31). The security settings offer 'global' on purpose, after a confirmation.
 */
export async function signOut(scope: SignOutScope = 'local'): Promise<{ error: Error | null }> {
  if (!auth) return { error: new Error('signOut() before the auth bus started: nobody is signed in on this page') };
  const { error } = await auth.signOut({ scope });
  return { error };
}

/** 'local': this browser only; 'global': every session of the member (all devices). */
export type SignOutScope = 'local' | 'global';

/** For tests only. */
export function resetAuthBusForTests(): void {
  unsubscribe?.();
  unsubscribe = null;
  started = false;
  auth = null;
  generation++;
  profileInFlight = null;
  recheck = null;
  lastRecheckAt = -Infinity;
  state$.next(INITIAL_AUTH_STATE);
}

/** For tests only: replaces the wait between profile reads (fake timers cannot see it otherwise). */
export function setProfileRetrySleepForTests(next: (ms: number) => Promise<void>): void {
  sleep = next;
}
