import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer } from './harness.ts';
import {
  type Actor,
  type Client,
  type OptionalActor,
  type Expected,
  type MatrixCase,
  aal1AdminCases,
  avatarCases,
  paymentSlipCases,
  instructorCases,
  helperCases,
  deleteCases,
  insertCases,
  selectCases,
  updateCases,
} from './rls-matrix-cases.ts';
import { studioCases } from './rls-matrix-studio-cases.ts';
import { lessonFileCases } from './rls-matrix-lesson-file-cases.ts';

// Who may do what, asked the way the apps ask: unmodified supabase-js over HTTP against a
// fresh local-supabase (platform SQL + migrations + seed), signed in with the demo accounts.
// The expectations live in rls-matrix-cases.ts, one readable row per table and operation.
// The admin actor has verified its TOTP factor (aal2); the same admin with only its password
// (aal1) is a member to the database, checked separately (aal1AdminCases).

const ACCOUNTS = {
  learner: { email: 'learner@riancode.dev', password: 'Learner#2026' },
  other: { email: 'somchai@riancode.dev', password: 'Learner#2026' },
  instructor: { email: 'instructor@riancode.dev', password: 'Instructor#2026' },
} as const;

let stop: (() => Promise<void>) | undefined;
let clients: Record<Actor | OptionalActor, Client> | undefined;
let service: Client | undefined;
let adminAal1: Client | undefined;

beforeAll(async () => {
  const server = await startTestServer();
  stop = server.stop;
  const signedIn = async (who: keyof typeof ACCOUNTS): Promise<SupabaseClient> => {
    const c = anonClient(server);
    const { error } = await c.auth.signInWithPassword(ACCOUNTS[who]);
    if (error) throw new Error(`sign-in of ${who} failed: ${error.message}`);
    return c;
  };
  // aal2 first: verifying a factor signs out the admin's other aal1 sessions.
  const admin = await signedInClient(server, 'admin');
  adminAal1 = await signedInClient(server, 'admin', 'aal1');
  clients = {
    anon: anonClient(server),
    learner: await signedIn('learner'),
    other: await signedIn('other'),
    instructor: await signedIn('instructor'),
    admin,
  };
  service = serviceClient(server);
}, 120_000);

afterAll(async () => {
  await stop?.();
});

async function outcome(c: Pick<MatrixCase, 'op' | 'run'>, db: Client): Promise<Expected | `error ${string}`> {
  const { data, error } = await c.run(db);
  if (error?.code === '42501') return 'denied';
  if (error?.code === '23514') return 'invalid';
  if (error) return `error ${error.code}`;
  if (c.op === 'select') return data?.length ?? 0;
  return data && data.length > 0 ? 'allowed' : 'none';
}

// Actors expected to succeed go last, so a write that changes the row cannot hide whether
// the others were refused.
describe('the admin at aal1 (password only) is a member to the database', () => {
  for (const c of aal1AdminCases) {
    it(`${c.what} → ${String(c.expect)}`, async () => {
      if (!adminAal1) throw new Error('the aal1 admin client was not created');
      expect(await outcome({ ...c, op: c.op === 'rpc' ? 'insert' : c.op }, adminAal1)).toBe(c.expect);
    });
  }
});

const ACTORS: (Actor | OptionalActor)[] = ['anon', 'learner', 'other', 'instructor', 'admin'];
const actorOrder = (c: MatrixCase): (Actor | OptionalActor)[] =>
  ACTORS.filter((a) => c.expect[a] !== undefined).sort((a, b) => Number(c.expect[a] === 'allowed') - Number(c.expect[b] === 'allowed'));

// The studio's rows change nothing and count seed rows that later cases delete: they go first.
for (const c of [
  ...studioCases,
  ...selectCases,
  ...insertCases,
  ...updateCases,
  ...deleteCases,
  ...avatarCases,
  ...paymentSlipCases,
  ...lessonFileCases,
  ...helperCases,
  ...instructorCases,
]) {
  describe(`${c.op} ${c.table}: ${c.what}`, () => {
    for (const actor of actorOrder(c)) {
      it(`${actor} → ${String(c.expect[actor])}`, async () => {
        if (!clients) throw new Error('clients were not created');
        expect(await outcome(c, clients[actor])).toBe(c.expect[actor]);
      });
      const restore = c.restore;
      if (restore && c.expect[actor] === 'allowed') {
        it(`restores the row after ${actor}`, async () => {
          if (!service) throw new Error('service client was not created');
          const { error } = await restore(service);
          expect(error).toBeNull();
        });
      }
    }
  });
}
