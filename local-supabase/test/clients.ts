import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS } from '../src/demo-accounts.ts';
import { totpCode } from './totp.ts';

type RealtimeOptions = NonNullable<SupabaseClientOptions<'public'>['realtime']>;
// `ws` satisfies the client's WebSocket contract at run time; only its event typings differ.
const realtime: RealtimeOptions = { transport: WebSocket as unknown as NonNullable<RealtimeOptions['transport']> };

export interface ServerKeys {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** Node 20 needs a WebSocket for realtime; tests keep sessions in memory only. */
export function anonClient(server: ServerKeys, flowType: 'pkce' | 'implicit' = 'pkce'): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime,
  }) as SupabaseClient;
}

/** A client with a PKCE flow that keeps the code verifier in memory (persistSession needs a storage). */
export function pkceClient(server: ServerKeys): { client: SupabaseClient; storage: Map<string, string> } {
  const storage = new Map<string, string>();
  const client = createClient(server.url, server.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: 'pkce',
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      },
    },
    realtime,
  }) as SupabaseClient;
  return { client, storage };
}

export function serviceClient(server: ServerKeys): SupabaseClient {
  return createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  }) as SupabaseClient;
}

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]['role'];

/**
 * A client signed in as a demo account of the seed. The admin comes back at aal2 (TOTP verified),
 * because the database grants admin power only to aal2 sessions (decision 0028); `aal1` gives the
 * admin's password-only session, which the database treats as a member.
 */
export async function signedInClient(server: ServerKeys, who: DemoAccount, level: 'aal1' | 'aal2' = 'aal2'): Promise<SupabaseClient> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === who);
  if (!account) throw new Error(`no demo account ${who}`);
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error) throw new Error(`sign-in as ${who} failed: ${error.message}`);
  if (who === 'admin' && level === 'aal2') await verifyAdminFactor(server, client, account.email);
  return client;
}

/** The TOTP factor each test server's admin verified with, so later sign-ins reuse it (enrolment persists). */
const adminFactors = new Map<string, Map<string, { id: string; secret: string }>>();

/**
 * Raises a signed-in admin's session to aal2: enrols a TOTP factor the first time on this server
 * (removing, through the admin API, any factor whose secret this process does not know), then
 * challenges and verifies with the code. Verifying signs out the user's other aal1 sessions, as
 * GoTrue does; aal1 clients made before keep their access token until it expires.
 */
export async function verifyAdminFactor(server: ServerKeys, client: SupabaseClient, email: string): Promise<void> {
  const known = adminFactors.get(server.url) ?? new Map<string, { id: string; secret: string }>();
  adminFactors.set(server.url, known);
  let factor = known.get(email);
  if (!factor) {
    const { data: user } = await client.auth.getUser();
    const userId = user.user?.id ?? '';
    const service = serviceClient(server);
    const listed = await service.auth.admin.mfa.listFactors({ userId });
    for (const stale of listed.data?.factors ?? []) {
      const removed = await service.auth.admin.mfa.deleteFactor({ userId, id: stale.id });
      if (removed.error) throw new Error(`removing a stale factor failed: ${removed.error.message}`);
    }
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Test authenticator' });
    if (enrolled.error) throw new Error(`enrolling ${email} failed: ${enrolled.error.message}`);
    factor = { id: enrolled.data.id, secret: enrolled.data.totp.secret };
    known.set(email, factor);
  }
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.secret) });
  if (error) throw new Error(`verifying the factor of ${email} failed: ${error.message}`);
}

/** A client signed in as a new account made for the test. */
export async function newUserClient(server: ServerKeys, email: string, password = 'Passw0rd!'): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signUp({ email, password });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  return client;
}
