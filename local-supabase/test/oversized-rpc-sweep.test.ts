import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Issue 27: one anonymous call (course_matches with a 1 MB description and 3,000 terms) held every
// other request for minutes. This sweep reads from the catalogue every function in `public` that
// anon or authenticated may execute (so a new function cannot be forgotten), calls each through
// supabase-js with oversized arguments, and meanwhile times two simple requests of other clients.
//
// Why these assertions and not others (CI is a loaded 2-core machine):
// - On PGlite the other clients' requests are queued behind the oversized call (one connection, and the
//   WebAssembly engine runs on the event loop): they are answered right after it, never before it. So
//   "other clients answered meanwhile" means "the oversized call holds the server only briefly", and
//   an order (others before the oversized call) cannot express it; a budget measured on this machine can.
// - The budgets (the issue's 1 s for the others' extra wait, 5 s for the oversized call) are for a machine
//   at rest and are scaled by how slow this machine is right now: the other clients' requests are timed
//   alone just before each oversized call (the median of BASELINE_ROUNDS rounds, so one hiccup does not
//   set it) and compared with LONE_ROUND_AT_REST_MS. A load of 9 on 2 cores slows every request alike
//   and widens the budget in proportion, while a stall (the issue measured 11 s at 326 KB, minutes at
//   1 MB, and it grows with load too) stays far beyond it; at rest the budgets are the issue's own.
// - Nothing sleeps: each step waits on the responses themselves.

const CONCURRENT_CEILING_MS = 1000;
const OVERSIZED_CEILING_MS = 5000;
/** A lone round of the other clients' requests on a machine at rest (2–5 ms measured): the unit of the slowdown. */
const LONE_ROUND_AT_REST_MS = 5;
const BASELINE_ROUNDS = 5;
/** The request body limit is 1 MB (MAX_BODY_BYTES); the oversized values of one call share it. */
const BODY_SHARE_BYTES = 1_000_000 - 4096;
const ARRAY_ELEMENTS = 100_000;

interface ExposedFunction {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  anon: boolean;
  returns_trigger: boolean;
}

/** A value of `type` as large as the call's share of the body allows. */
function oversized(type: string, shareBytes: number): unknown {
  const elements = Math.min(ARRAY_ELEMENTS, Math.floor(shareBytes / 4));
  switch (type) {
    case 'text':
    case 'character varying':
      return 'x'.repeat(shareBytes);
    case 'text[]':
      return Array.from({ length: elements }, () => 'a');
    case 'jsonb':
    case 'json':
      return Array.from({ length: elements }, () => 1);
    case 'integer':
      return 2147483647;
    // Ids: an existing row's, so the call reaches the work its other arguments size.
    case 'bigint':
      return 1;
    case 'numeric':
      return '9'.repeat(Math.min(shareBytes, 100_000));
    case 'boolean':
      return true;
    case 'uuid':
      return '00000000-0000-4000-8000-00000000ffff';
    case 'date':
      return '9999-12-31';
    case 'timestamp with time zone':
      return '9999-12-31T23:59:59Z';
    default:
      throw new Error(`the sweep has no oversized value for ${type}: add one`);
  }
}

/**
 * Types whose size the caller chooses: a call with one of them must be refused (4xx). There is no
 * exception list (decision 0042): a function bounds its sized parameters or anon and authenticated
 * lose EXECUTE on it.
 */
const SIZED = new Set(['text', 'character varying', 'text[]', 'jsonb', 'json', 'numeric']);

let server: TestServer;
let anon: SupabaseClient;
let admin: SupabaseClient;
let exposed: ExposedFunction[];

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  admin = await signedInClient(server, 'admin');
  exposed = await server.db.transaction(
    null,
    async (tx) =>
      (
        await tx.query<ExposedFunction>(`
    select p.proname as name, p.proargnames[1:p.pronargs] as arg_names,
      array(select format_type(t, null) from unnest(p.proargtypes::oid[]) as t) as arg_types,
      has_function_privilege('anon', p.oid, 'execute') as anon,
      p.prorettype = 'trigger'::regtype as returns_trigger
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f'
      and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
    order by p.proname`)
      ).rows,
  );
  // The first RPC loads the schema cache and the planner statistics (about a second on a busy
  // machine); that one-time cost is not what the sweep measures, so it is paid here.
  await Promise.all([anon.rpc('catalog_stats'), admin.rpc('admin_stats'), ...otherClients()]);
}, 120_000);
afterAll(async () => {
  await server.stop();
});

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

interface RpcOutcome {
  status: number;
  error: { code: string; message: string } | null;
}

/** Calls `name` as `client`; the outcome is typed here because a name read from the catalogue has no generated type. */
async function callRpc(client: SupabaseClient, name: string, args: Record<string, unknown>): Promise<RpcOutcome> {
  const { status, error } = await client.rpc(name, args);
  return { status, error: error === null ? null : { code: error.code, message: error.message } };
}

interface Baseline {
  /** The other clients' requests alone (the median round's slowest). */
  ms: number;
  /** How much slower than at rest this machine is right now (at least 1). */
  slowdown: number;
}

/** The other clients' requests timed alone, just before an oversized call, on this machine as loaded as it is now. */
async function measureBaseline(): Promise<Baseline> {
  const rounds: number[] = [];
  for (let i = 0; i < BASELINE_ROUNDS; i++) rounds.push(Math.max(...(await Promise.all(otherClients())).map((o) => o.ms)));
  const ms = rounds.sort((a, b) => a - b)[Math.floor(BASELINE_ROUNDS / 2)] ?? 0;
  return { ms, slowdown: Math.max(1, ms / LONE_ROUND_AT_REST_MS) };
}

/** The others waited at most the (scaled) 1 s longer than alone; the oversized call itself took at most the (scaled) 5 s. */
function expectNoStall(
  expectation: typeof expect | typeof expect.soft,
  baseline: Baseline,
  others: { ms: number; result: Response }[],
  oversizedMs: number,
  line?: string,
): void {
  for (const other of others) {
    expectation(other.result.status, line).toBe(200);
    expectation(other.ms - baseline.ms, line).toBeLessThan(CONCURRENT_CEILING_MS * baseline.slowdown);
  }
  expectation(oversizedMs, line).toBeLessThan(OVERSIZED_CEILING_MS * baseline.slowdown);
}

const otherClients = () => [
  timed(() => fetch(`${server.url}/rest/v1/courses?select=id&limit=1`, { headers: { apikey: server.anonKey } })),
  timed(() => fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } })),
];

describe('every exposed function with oversized arguments', () => {
  it('is enumerated from the catalogue, course_matches among them', () => {
    expect(exposed.map((f) => f.name)).toContain('course_matches');
  });

  it('is refused quickly with a Supabase-shaped 4xx while other clients are answered within 1 s', async () => {
    const findings: string[] = [];
    for (const fn of exposed) {
      if (fn.returns_trigger) continue; // not callable as RPC; the catalogue leaves them out
      const names = fn.arg_names ?? [];
      const share = Math.floor(BODY_SHARE_BYTES / Math.max(1, fn.arg_types.length));
      const args = Object.fromEntries(fn.arg_types.map((type, i) => [names[i] ?? '', oversized(type, share)]));
      const caller = fn.anon ? anon : admin;
      const baseline = await measureBaseline();
      const call = timed(() => callRpc(caller, fn.name, args));
      const others = await Promise.all(otherClients());
      const { ms, result } = await call;
      const sized = fn.arg_types.some((t) => SIZED.has(t));
      const line = `${fn.name}(${fn.arg_types.join(',')}) ${result.status} ${Math.round(ms)} ms ${result.error?.code ?? ''} ${result.error?.message.slice(0, 80) ?? ''}; others ${others.map((o) => Math.round(o.ms)).join('/')} ms (alone ${Math.round(baseline.ms)} ms, slowdown ${baseline.slowdown.toFixed(1)})`;
      findings.push(line);
      expectNoStall(expect.soft, baseline, others, ms, line);
      if (sized) {
        expect.soft(result.status, line).toBeGreaterThanOrEqual(400);
        expect.soft(result.status, line).toBeLessThan(500);
        expect.soft(result.error?.code, line).toMatch(/^[0-9A-Z]{5}$|^PGRST\d+$/);
        expect.soft(result.error?.message, line).toBeTruthy();
      }
    }
    console.log(findings.join('\n'));
  }, 600_000);
});

describe('course_matches as issue 27 called it', () => {
  it('refuses 3,000 terms at once with 400 naming p_terms, and other clients are answered meanwhile', async () => {
    const terms = Array.from({ length: 3000 }, (_, i) => `term${i}`);
    const baseline = await measureBaseline();
    const call = timed(() => callRpc(anon, 'course_matches', { p_title: 'Python', p_description: 'd'.repeat(1000), p_terms: terms }));
    const others = await Promise.all(otherClients());
    const { ms, result } = await call;
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ code: '22023', message: 'p_terms has more than 500 terms' });
    expectNoStall(expect, baseline, others, ms);
  });

  it('answers a call at every bound at once quickly, other clients meanwhile within 1 s', async () => {
    const terms = Array.from({ length: 500 }, (_, i) => `${'t'.repeat(196)}${String(i).padStart(4, '0')}`);
    const baseline = await measureBaseline();
    const call = timed(() =>
      callRpc(anon, 'course_matches', { p_title: 'P'.repeat(200), p_description: 'd'.repeat(1000), p_terms: terms }),
    );
    const others = await Promise.all(otherClients());
    const { ms, result } = await call;
    expect(result).toEqual({ status: 200, error: null });
    expectNoStall(expect, baseline, others, ms);
  });

  it('still answers the catalogue search its real terms', async () => {
    const result = await anon.rpc('course_matches', { p_title: 'Python เบื้องต้น', p_description: 'เรียน Python', p_terms: ['python'] });
    expect(result).toMatchObject({ status: 200, data: true });
  });
});

describe('REST filters with unbounded work', () => {
  // Filters ride in the query string, which Node bounds with its header limit (16 KB): the largest
  // filter that gets through is small work, and a larger one is refused before any SQL runs.
  const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');
  // 431 Request Header Fields Too Large comes from Node itself, before the API (hosted answers from its gateway too).
  const cases: [string, string, number][] = [
    ['in.() with 100,000 items', `id=in.(${ids(100_000)})`, 431],
    ['in.() as large as fits', `id=in.(${ids(2_500)})`, 200],
    ['like with thousands of %', `title=like.${encodeURIComponent('%a'.repeat(3_000))}`, 200],
    ['or= with a thousand terms', `or=(${Array.from({ length: 1_000 }, (_, i) => `id.eq.${i}`).join(',')})`, 200],
  ];
  for (const [what, filter, status] of cases) {
    it(`${what}: answered or refused quickly, other clients within 1 s`, async () => {
      const baseline = await measureBaseline();
      const call = timed(() => fetch(`${server.url}/rest/v1/courses?select=id&${filter}`, { headers: { apikey: server.anonKey } }));
      const others = await Promise.all(otherClients());
      const { ms, result } = await call;
      expect(result.status, what).toBe(status);
      expectNoStall(expect, baseline, others, ms, what);
    });
  }
});
