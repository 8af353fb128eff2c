import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './clients.ts';
import { startTestServer } from './harness.ts';
import {
  type Actor,
  type Client,
  type Expected,
  type MatrixCase,
  deleteCases,
  insertCases,
  selectCases,
  updateCases,
} from './rls-matrix-cases.ts';

// Who may do what, asked the way the apps ask: unmodified supabase-js over HTTP against a
// fresh local-supabase (platform SQL + migrations + seed), signed in with the demo accounts.
// The expectations live in rls-matrix-cases.ts, one readable row per table and operation.

const ACCOUNTS = {
  learner: { email: 'learner@riancode.dev', password: 'Learner#2026' },
  other: { email: 'somchai@riancode.dev', password: 'Learner#2026' },
  admin: { email: 'admin@riancode.dev', password: 'Admin#2026' },
} as const;

let stop: (() => Promise<void>) | undefined;
let clients: Record<Actor, Client> | undefined;
let service: Client | undefined;

beforeAll(async () => {
  const server = await startTestServer();
  stop = server.stop;
  const signedIn = async (who: keyof typeof ACCOUNTS): Promise<SupabaseClient> => {
    const c = anonClient(server);
    const { error } = await c.auth.signInWithPassword(ACCOUNTS[who]);
    if (error) throw new Error(`sign-in of ${who} failed: ${error.message}`);
    return c;
  };
  clients = {
    anon: anonClient(server),
    learner: await signedIn('learner'),
    other: await signedIn('other'),
    admin: await signedIn('admin'),
  };
  service = serviceClient(server);
}, 120_000);

afterAll(async () => {
  await stop?.();
});

async function outcome(c: MatrixCase, db: Client): Promise<Expected | `error ${string}`> {
  const { data, error } = await c.run(db);
  if (error?.code === '42501') return 'denied';
  if (error?.code === '23514') return 'invalid';
  if (error) return `error ${error.code}`;
  if (c.op === 'select') return data?.length ?? 0;
  return data && data.length > 0 ? 'allowed' : 'none';
}

// Actors expected to succeed go last, so a write that changes the row cannot hide whether
// the others were refused.
const ACTORS: Actor[] = ['anon', 'learner', 'other', 'admin'];
const actorOrder = (c: MatrixCase): Actor[] =>
  [...ACTORS].sort((a, b) => Number(c.expect[a] === 'allowed') - Number(c.expect[b] === 'allowed'));

for (const c of [...selectCases, ...insertCases, ...updateCases, ...deleteCases]) {
  describe(`${c.op} ${c.table}: ${c.what}`, () => {
    for (const actor of actorOrder(c)) {
      it(`${actor} → ${String(c.expect[actor])}`, async () => {
        if (!clients) throw new Error('clients were not created');
        expect(await outcome(c, clients[actor])).toBe(c.expect[actor]);
      });
    }
    const restore = c.restore;
    if (restore) {
      it('restores the row for the next cases', async () => {
        if (!service) throw new Error('service client was not created');
        const { error } = await restore(service);
        expect(error).toBeNull();
      });
    }
  });
}
