import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig } from '../../../local-supabase/src/config.ts';

/**
 * The node-side admin proofs run against their OWN fresh local-supabase (started by
 * backend-global-setup.ts on this port), never against a running e2e site: they must not write
 * into someone else's run, nor fail because that run ended.
 */
export const ADMIN_NODE_PORT = 54349;
export const ADMIN_NODE_URL = `http://127.0.0.1:${ADMIN_NODE_PORT}`;

const { ANON_KEY, SERVICE_ROLE_KEY } = loadConfig({});
const OPTIONS = {
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

export const anonClient = () => createClient(ADMIN_NODE_URL, ANON_KEY, OPTIONS);
export type NodeClient = ReturnType<typeof anonClient>;
export const serviceClient = () => createClient(ADMIN_NODE_URL, SERVICE_ROLE_KEY, OPTIONS);

export async function signedInClient(email: string, password: string): Promise<NodeClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

export interface NodeLearner { id: string; email: string; password: string; name: string }

/** A brand-new learner signed up through the real auth API. */
export async function createLearner(prefix: string): Promise<NodeLearner> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `${prefix}-${suffix}@node.riancode.dev`;
  const password = `Test#${suffix}`;
  const name = `ผู้เรียน ${suffix}`;
  const { data, error } = await anonClient().auth.signUp({ email, password, options: { data: { full_name: name, level: 'beginner' } } });
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message ?? 'no user'}`);
  return { id: data.user.id, email, password, name };
}
