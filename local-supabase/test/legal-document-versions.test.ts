import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signedInClient } from './clients.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * A published policy is immutable (issue 27 item 3, decision 0044): its text cannot be edited or
 * deleted by anyone, the service key included; saving a changed text publishes the next version,
 * which sends every member back through the consent gate (my_consent_status 'outdated').
 * The seed publishes terms 1 and privacy 1; the demo learner consented to both.
 */

interface LegalDocument {
  id?: number;
  kind: string;
  version: number;
  title: string;
  body: string;
}

let server: TestServer;
let admin: SupabaseClient;
let learner: SupabaseClient;

const privacyV1 = async (): Promise<LegalDocument | undefined> =>
  (
    await server.db.transaction(null, (tx) =>
      tx.query<LegalDocument>(`select kind, version, title, body from public.legal_documents where kind = 'privacy' and version = 1`),
    )
  ).rows[0];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, 'admin');
  learner = await signedInClient(server, 'learner');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('a published version', () => {
  it('cannot have its text edited or be deleted, by an admin or the service key: P0001 legal_document_published', async () => {
    const before = await privacyV1();
    expect(before?.body.length).toBeGreaterThan(100);
    for (const client of [admin, serviceClient(server)]) {
      const edit = await client.from('legal_documents').update({ body: 'เราขายข้อมูลของคุณ' }).eq('kind', 'privacy').eq('version', 1).select();
      expect(edit.error).toMatchObject({ code: 'P0001', message: 'legal_document_published' });
      const retitle = await client.from('legal_documents').update({ title: 'ใหม่' }).eq('kind', 'privacy').eq('version', 1).select();
      expect(retitle.error).toMatchObject({ code: 'P0001', message: 'legal_document_published' });
      const unpublish = await client
        .from('legal_documents')
        .update({ published_at: '2999-01-01T00:00:00Z' })
        .eq('kind', 'privacy')
        .eq('version', 1)
        .select();
      expect(unpublish.error).toMatchObject({ code: 'P0001', message: 'legal_document_published' });
      const removal = await client.from('legal_documents').delete().eq('kind', 'privacy').eq('version', 1).select();
      expect(removal.error).toMatchObject({ code: 'P0001', message: 'legal_document_published' });
    }
    expect(await privacyV1()).toEqual(before);
  });

  it('a version scheduled for later may still be corrected', async () => {
    const scheduled = await admin
      .from('legal_documents')
      .insert({ kind: 'terms', version: 5, title: 'ข้อกำหนดการใช้งาน', body: 'ร่าง', published_at: '2999-01-01T00:00:00Z' })
      .select();
    expect(scheduled.error).toBeNull();
    const corrected = await admin.from('legal_documents').update({ body: 'ฉบับแก้ไข' }).eq('kind', 'terms').eq('version', 5).select('body');
    expect(corrected.error).toBeNull();
    expect(corrected.data).toEqual([{ body: 'ฉบับแก้ไข' }]);
    expect((await admin.from('legal_documents').delete().eq('kind', 'terms').eq('version', 5).select()).error).toBeNull();
  });
});

describe('saving a changed policy', () => {
  it('publishes the next version, and members must consent again', async () => {
    expect((await learner.rpc('my_consent_status')).data).toMatchObject({ status: 'current', privacy_version: 1 });
    expect((await learner.rpc('admin_publish_legal_document', { p_kind: 'privacy', p_title: 'x', p_body: 'x' })).error).toMatchObject({
      code: '42501',
    });

    const saved = await admin
      .rpc('admin_publish_legal_document', {
        p_kind: 'privacy',
        p_title: 'นโยบายความเป็นส่วนตัว',
        p_body: 'ฉบับที่ 2: เราเก็บข้อมูลเท่าที่จำเป็น',
      })
      .single<LegalDocument>();
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ kind: 'privacy', version: 2, body: 'ฉบับที่ 2: เราเก็บข้อมูลเท่าที่จำเป็น' });
    expect((await privacyV1())?.body).not.toContain('ฉบับที่ 2');

    expect((await learner.rpc('my_consent_status')).data).toMatchObject({
      status: 'outdated',
      privacy_version: 2,
      accepted_privacy_version: 1,
    });
    const accepted = await learner.rpc('record_consent', { p_terms_version: 1, p_privacy_version: 2, p_method: 'reconsent' });
    expect(accepted.data).toMatchObject({ status: 'current' });

    const audit = await admin
      .from('audit_log')
      .select('actor_kind, action, row_id')
      .eq('table_name', 'legal_documents')
      .eq('action', 'insert');
    expect(audit.data).toContainEqual({ actor_kind: 'admin', action: 'insert', row_id: String(saved.data?.id) });
  });

  it('refuses a made-up kind and an empty title, changing nothing', async () => {
    const bad = await admin.rpc('admin_publish_legal_document', { p_kind: 'cookies', p_title: 'x', p_body: 'x' });
    expect(bad.error).toMatchObject({ code: '22023' });
    const empty = await admin.rpc('admin_publish_legal_document', { p_kind: 'terms', p_title: '  ', p_body: 'x' });
    expect(empty.error).toMatchObject({ code: '23514' });
    const versions = await admin.from('legal_documents').select('kind, version').order('kind').order('version');
    expect(versions.data).toEqual([
      { kind: 'privacy', version: 1 },
      { kind: 'privacy', version: 2 },
      { kind: 'terms', version: 1 },
    ]);
  });
});
