import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS } from '../src/demo-accounts.ts';

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

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]['who'];

/** A client signed in as a demo account of the seed (admin or learner). */
export async function signedInClient(server: ServerKeys, who: DemoAccount): Promise<SupabaseClient> {
  const account = DEMO_ACCOUNTS.find((a) => a.who === who);
  if (!account) throw new Error(`no demo account ${who}`);
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error) throw new Error(`sign-in as ${who} failed: ${error.message}`);
  return client;
}

/** A client signed in as a new account made for the test. */
export async function newUserClient(server: ServerKeys, email: string, password = 'Passw0rd!'): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signUp({ email, password });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  return client;
}
