import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

// PDPA (issue 18 item 5, decision 0027) through unmodified supabase-js: consent is recorded only
// for the current documents, the export holds the member's rows and nobody else's, and a
// deletion request is cancelled by a sign-in and carried out by the worker after the grace
// period, leaving reviews as a deleted learner's and certificates verifiable. The deletion
// cron job runs only when a test asks (cron.run).

const FREE_COURSE = 7;
const SOMCHAI_EMAIL = 'somchai@riancode.dev';

interface ConsentStatus {
  status: 'current' | 'outdated' | 'none';
  terms_version: number;
  privacy_version: number;
  deletion_cancelled_at: string | null;
  deletion_scheduled_for: string | null;
}

let server: TestServer;
let service: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
});
afterAll(async () => {
  await server.stop();
});

const newEmail = (label: string): string => `pdpa-${label}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
const PASSWORD = 'Passw0rd!pdpa';

async function signUp(email: string, consent?: { terms: number; privacy: number }): Promise<{ client: SupabaseClient; id: string }> {
  const client = anonClient(server);
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: `สมาชิก ${email.slice(0, 12)}`, ...(consent ? { consent } : {}) } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { client, id: data.user.id };
}

async function signIn(email: string): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

/** What verify_certificate answers (the name is null once a member deleted their account). */
interface VerifiedCertificate {
  code: string;
  learner_name: string | null;
  course_id: number;
}

async function status(client: SupabaseClient): Promise<ConsentStatus> {
  const { data, error } = await client.rpc('my_consent_status').overrideTypes<ConsentStatus, { merge: false }>();
  if (error) throw new Error(error.message);
  return data as ConsentStatus;
}

describe('consent', () => {
  it('records the current versions sent at sign-up, and ignores made-up ones', async () => {
    const current = await signUp(newEmail('signup'), { terms: 1, privacy: 1 });
    expect(await status(current.client)).toMatchObject({ status: 'current', terms_version: 1, privacy_version: 1 });
    const { data: rows } = await current.client.from('consents').select('kind, version, method').order('kind');
    expect(rows).toEqual([
      { kind: 'privacy', version: 1, method: 'signup' },
      { kind: 'terms', version: 1, method: 'signup' },
    ]);

    const forged = await signUp(newEmail('forged'), { terms: 7, privacy: 1 });
    expect((await status(forged.client)).status).toBe('none');
    expect((await forged.client.from('consents').select('id')).data).toEqual([]);
  });

  it('record_consent refuses a forged version, a made-up method and anonymous callers', async () => {
    const { client } = await signUp(newEmail('oauth'));
    expect((await status(client)).status).toBe('none');
    for (const [terms, privacy, method] of [
      [99, 1, 'oauth'],
      [1, 0, 'oauth'],
      [1, 1, 'signup'],
      [1, 1, 'admin'],
    ] as const) {
      const { error } = await client.rpc('record_consent', { p_terms_version: terms, p_privacy_version: privacy, p_method: method });
      expect(error?.code).toBe('22023');
    }
    expect((await client.from('consents').select('id')).data).toEqual([]);
    const anonymous = await anonClient(server).rpc('record_consent', { p_terms_version: 1, p_privacy_version: 1, p_method: 'oauth' });
    expect(anonymous.error).not.toBeNull();

    const { data, error } = await client
      .rpc('record_consent', { p_terms_version: 1, p_privacy_version: 1, p_method: 'oauth' })
      .overrideTypes<ConsentStatus, { merge: false }>();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'current' });
  });

  it('a browser cannot write consents or legal documents directly', async () => {
    const learner = await signedInClient(server, 'learner');
    const consent = await learner
      .from('consents')
      .insert({ user_id: (await learner.auth.getUser()).data.user?.id, kind: 'terms', version: 1, method: 'signup' })
      .select();
    expect(consent.error?.code).toBe('42501');
    const document = await learner.from('legal_documents').insert({ kind: 'terms', version: 50, title: 'ปลอม', body: 'ปลอม' }).select();
    expect(document.error?.code).toBe('42501');
  });
});

describe('export_my_data', () => {
  it("holds the member's own rows and nobody else's", async () => {
    const learner = await signedInClient(server, 'learner');
    const { data, error } = await learner.rpc('export_my_data').overrideTypes<Record<string, unknown>, { merge: false }>();
    expect(error).toBeNull();
    const exported = data as Record<string, unknown>;
    const text = JSON.stringify(exported);
    expect(exported['account']).toMatchObject({ email: 'learner@riancode.dev' });
    expect(exported['profile']).toMatchObject({ email: 'learner@riancode.dev' });
    expect(text).not.toContain(SOMCHAI_EMAIL);

    // Every list matches what RLS shows the member of their own rows, one for one.
    const own = async (table: string): Promise<number> => {
      const id = (await learner.auth.getUser()).data.user?.id ?? '';
      const { count } = await service.from(table).select('*', { count: 'exact', head: true }).eq('user_id', id);
      return count ?? -1;
    };
    const tables = [
      'consents',
      'enrollments',
      'lesson_progress',
      'reviews',
      'certificates',
      'orders',
      // Added by issues 19 and 20: learning activity, posts and e-mail choices are personal data too.
      'quiz_attempts',
      'exercise_submissions',
      'lesson_watch_positions',
      'lesson_questions',
      'lesson_replies',
      'notification_preferences',
      // Issue 27: the watch time the server credited.
      'lesson_watch_progress',
    ];
    for (const table of tables) {
      const rows = exported[table];
      expect(Array.isArray(rows), table).toBe(true);
      expect((rows as unknown[]).length, table).toBe(await own(table));
    }
    expect((exported['enrollments'] as unknown[]).length).toBeGreaterThan(0);
    expect((exported['orders'] as unknown[]).length).toBeGreaterThan(0);
    // The seed gives the demo learner a question on lesson 113 and a video stopped in lesson 112.
    expect((exported['lesson_questions'] as unknown[]).length).toBeGreaterThan(0);
    expect((exported['lesson_watch_positions'] as unknown[]).length).toBeGreaterThan(0);
    expect(Array.isArray(exported['review_replies'])).toBe(true);
    expect((exported['receipts'] as unknown[]).length).toBe(
      (exported['orders'] as { status: string }[]).filter(
        (o) => o.status !== 'pending' && o.status !== 'expired' && o.status !== 'cancelled',
      ).length,
    );
  });

  it('names every table that holds rows of a member (a user_id column), so a new one cannot be forgotten', async () => {
    // Not in the export, and why: nothing of these is the member's own record.
    const notExported: Record<string, string> = {
      email_outbox: 'a delivery queue of e-mails already listed through what caused them',
      order_events: 'the school’s history of each order; the orders themselves are exported',
    };
    const tables = await server.db.transaction(null, async (tx) =>
      (
        await tx.query<{ table_name: string }>(
          `select c.table_name from information_schema.columns c
           join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
          order by 1`,
        )
      ).rows.map((row) => row.table_name),
    );
    const learner = await signedInClient(server, 'learner');
    const { data } = await learner.rpc('export_my_data').overrideTypes<Record<string, unknown>, { merge: false }>();
    const keys = new Set(Object.keys(data as Record<string, unknown>));
    // Keys that differ from their table's name.
    const exportKey = (table: string) =>
      ({ users: 'profile', account_deletion_requests: 'deletion_requests', instructors: 'instructor_profile' })[table] ?? table;
    const missing = tables.filter((table) => !(table in notExported) && !keys.has(exportKey(table)));
    expect(missing).toEqual([]);
    expect(tables).toContain('lesson_watch_progress');
  });

  it('is refused to anonymous callers', async () => {
    const { error } = await anonClient(server).rpc('export_my_data');
    expect(error).not.toBeNull();
  });
});

describe('account deletion', () => {
  /** A member with a review and a certificate of the free course. */
  async function memberWithHistory(label: string, code: string): Promise<{ email: string; id: string; client: SupabaseClient }> {
    const email = newEmail(label);
    const { client, id } = await signUp(email, { terms: 1, privacy: 1 });
    for (const [table, row] of [
      ['enrollments', { user_id: id, course_id: FREE_COURSE }],
      ['reviews', { user_id: id, course_id: FREE_COURSE, rating: 4, comment: `รีวิวของ ${label}` }],
      ['certificates', { user_id: id, course_id: FREE_COURSE, code }],
    ] as const) {
      const { error } = await service.from(table).insert(row);
      if (error) throw new Error(`${table}: ${error.message}`);
    }
    return { email, id, client };
  }

  const open = async (id: string) =>
    (
      await service
        .from('account_deletion_requests')
        .select('*')
        .eq('user_id', id)
        .order('id')
        .overrideTypes<Record<string, unknown>[], { merge: false }>()
    ).data ?? [];

  it('needs the current password, is cancelled by a sign-in, and is carried out after the grace period', async () => {
    const member = await memberWithHistory('delete', 'RC-2026-PDPADEL001');

    const wrong = await member.client.rpc('request_account_deletion', {
      p_password: 'not-it',
      p_confirmation: null,
      p_keep_name_on_certificates: false,
    });
    expect(wrong.error?.code).toBe('28000');
    expect(await open(member.id)).toEqual([]);

    const first = await member.client.rpc('request_account_deletion', {
      p_password: PASSWORD,
      p_confirmation: null,
      p_keep_name_on_certificates: false,
    });
    expect(first.error).toBeNull();
    const days = (Date.parse((first.data as { scheduled_for: string }).scheduled_for) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    // A learner cannot move their own date, nor see anyone else's request.
    const moved = await member.client
      .from('account_deletion_requests')
      .update({ scheduled_for: new Date().toISOString() })
      .eq('user_id', member.id)
      .select();
    expect(moved.error?.code).toBe('42501');
    const learner = await signedInClient(server, 'learner');
    expect((await learner.from('account_deletion_requests').select('id').eq('user_id', member.id)).data).toEqual([]);

    // Signing in again within the grace period cancels it, and the app is told.
    const again = await signIn(member.email);
    const [cancelled] = await open(member.id);
    expect(cancelled).toMatchObject({ cancelled_by: 'signin', completed_at: null });
    expect((await status(again)).deletion_cancelled_at).not.toBeNull();

    const second = await again.rpc('request_account_deletion', {
      p_password: PASSWORD,
      p_confirmation: null,
      p_keep_name_on_certificates: false,
    });
    expect(second.error).toBeNull();
    expect((await status(again)).deletion_scheduled_for).not.toBeNull();

    // Nothing is due yet; then the clock moves past the grace period.
    expect((await server.cron.run('process-account-deletions')).status).toBe('succeeded');
    expect((await service.auth.admin.getUserById(member.id)).data.user?.id).toBe(member.id);
    await service
      .from('account_deletion_requests')
      .update({ scheduled_for: new Date(Date.now() - 1000).toISOString() })
      .eq('user_id', member.id)
      .is('cancelled_at', null);
    expect((await server.cron.run('process-account-deletions')).status).toBe('succeeded');

    const { data: gone } = await service.auth.admin.getUserById(member.id);
    expect(gone.user).toBeNull();
    expect((await service.from('users').select('id').eq('id', member.id)).data).toEqual([]);
    expect(await signInError(member.email)).not.toBeNull();

    const { data: reviews } = await anonClient(server)
      .from('course_reviews')
      .select('user_id, reviewer_name, reviewer_deleted, comment')
      .eq('course_id', FREE_COURSE)
      .eq('comment', 'รีวิวของ delete');
    expect(reviews).toEqual([{ user_id: null, reviewer_name: null, reviewer_deleted: true, comment: 'รีวิวของ delete' }]);

    const { data: certificate } = await anonClient(server)
      .rpc('verify_certificate', { p_code: 'RC-2026-PDPADEL001' })
      .overrideTypes<VerifiedCertificate[], { merge: false }>();
    expect(certificate).toEqual([expect.objectContaining({ code: 'RC-2026-PDPADEL001', learner_name: null, course_id: FREE_COURSE })]);

    // The request stays, without the person, as the record that the deletion was done.
    const { data: done } = await service.from('account_deletion_requests').select('user_id, completed_at').not('completed_at', 'is', null);
    expect(done?.some((row) => row.user_id === null)).toBe(true);
  });

  it('keeps the name on certificates when the member chose to', async () => {
    const member = await memberWithHistory('keep', 'RC-2026-PDPAKEEP01');
    const { data: before } = await anonClient(server)
      .rpc('verify_certificate', { p_code: 'RC-2026-PDPAKEEP01' })
      .overrideTypes<VerifiedCertificate[], { merge: false }>();
    const name = (before as { learner_name: string }[])[0]?.learner_name;
    expect(name).toBeTruthy();
    await member.client.rpc('request_account_deletion', { p_password: PASSWORD, p_confirmation: null, p_keep_name_on_certificates: true });
    await service
      .from('account_deletion_requests')
      .update({ scheduled_for: new Date(Date.now() - 1000).toISOString() })
      .eq('user_id', member.id);
    expect((await server.cron.run('process-account-deletions')).status).toBe('succeeded');
    expect((await service.auth.admin.getUserById(member.id)).data.user).toBeNull();
    const { data: after } = await anonClient(server)
      .rpc('verify_certificate', { p_code: 'RC-2026-PDPAKEEP01' })
      .overrideTypes<VerifiedCertificate[], { merge: false }>();
    expect(after).toEqual([expect.objectContaining({ learner_name: name })]);
  });

  it('an admin cannot request their own deletion (the site keeps its admins)', async () => {
    const admin = await signedInClient(server, 'admin');
    const { error } = await admin.rpc('request_account_deletion', {
      p_password: 'Admin#2026',
      p_confirmation: null,
      p_keep_name_on_certificates: false,
    });
    expect(error?.code).toBe('42501');
  });

  it('the worker function is not callable from the browser', async () => {
    const learner = await signedInClient(server, 'learner');
    expect((await learner.rpc('process_due_account_deletions')).error).not.toBeNull();
    expect((await anonClient(server).rpc('process_due_account_deletions')).error).not.toBeNull();
  });
});

describe('re-consent and the admin view', () => {
  it('a new version makes members outdated until they accept it; admins see each status', async () => {
    const { client, id } = await signUp(newEmail('reconsent'), { terms: 1, privacy: 1 });
    const admin = await signedInClient(server, 'admin');
    const published = await admin
      .from('legal_documents')
      .insert({ kind: 'terms', version: 2, title: 'ข้อกำหนดการใช้งาน', body: 'ฉบับที่ 2' })
      .select();
    expect(published.error).toBeNull();
    const stepBack = await admin.from('legal_documents').insert({ kind: 'terms', version: 2, title: 'ซ้ำ', body: 'ซ้ำ' }).select();
    expect(stepBack.error).not.toBeNull();

    expect(await status(client)).toMatchObject({ status: 'outdated', terms_version: 2 });
    const stale = await client.rpc('record_consent', { p_terms_version: 1, p_privacy_version: 1, p_method: 'reconsent' });
    expect(stale.error?.code).toBe('22023');

    const { data: rows } = await admin
      .rpc('admin_member_privacy')
      .overrideTypes<{ user_id: string; consent_status: string }[], { merge: false }>();
    const mine = (rows as { user_id: string; consent_status: string }[]).find((row) => row.user_id === id);
    expect(mine?.consent_status).toBe('outdated');

    const fresh = await client.rpc('record_consent', { p_terms_version: 2, p_privacy_version: 1, p_method: 'reconsent' });
    expect(fresh.data).toMatchObject({ status: 'current' });
    const learner = await signedInClient(server, 'learner');
    expect((await learner.rpc('admin_member_privacy')).error?.code).toBe('42501');
  });
});

async function signInError(email: string): Promise<unknown> {
  const { error } = await anonClient(server).auth.signInWithPassword({ email, password: PASSWORD });
  return error;
}
