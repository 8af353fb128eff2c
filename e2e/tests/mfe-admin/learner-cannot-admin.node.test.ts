import { unwrap } from '@shared/db/answer';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../fixtures/site.ts';
import { anonClient, createLearner, serviceClient, signedInClient, type NodeClient, type NodeLearner } from './node-backend.ts';

/**
 * Every admin action of /admin, attempted with a LEARNER's token through supabase-js, exactly as
 * a tampered browser would send it. Each must be refused by the database (RLS, triggers or the
 * admin rpcs), and the service client then checks that nothing changed. One positive control per
 * group (the admin's token) shows the attempts are well-formed, so a refusal is a real refusal.
 */

const DRAFT_COURSE = 8; // seed: the one draft course
const PUBLISHED_COURSE = 1;
const DRAFT_ARTICLE = 4;
const PUBLISHED_ARTICLE = 1;

let learner: NodeClient;
let me: NodeLearner;
let victim: NodeLearner;
let admin: NodeClient;
const db = serviceClient();

beforeAll(async () => {
  [me, victim] = await Promise.all([createLearner('rls-me'), createLearner('rls-victim')]);
  [learner, admin] = await Promise.all([signedInClient(me.email, me.password), signedInClient(ADMIN.email, ADMIN.password)]);
});

type Answer = { data: unknown; error: { code?: string } | null };
const refusedWith42501 = (answer: Answer) => expect(answer.error?.code).toBe('42501');
/** An update or delete that RLS filtered: no error, no row touched. */
const touchedNothing = (answer: Answer) => {
  expect(answer.error).toBeNull();
  expect(answer.data).toEqual([]);
};

describe('admin rpcs refuse a learner', () => {
  it('admin_stats and admin_analytics', async () => {
    refusedWith42501(await learner.rpc('admin_stats'));
    refusedWith42501(await learner.rpc('admin_analytics'));
    expect((await admin.rpc('admin_stats')).error).toBeNull();
  });

  it('admin_create_member creates no account', async () => {
    const email = `rls-created-${Date.now()}@e2e.riancode.dev`;
    refusedWith42501(
      await learner.rpc('admin_create_member', { p_email: email, p_password: 'secret12', p_name: 'x', p_level: 1, p_role: 'admin' }),
    );
    const rows = await db.from('users').select('id').eq('email', email);
    expect(rows.data).toEqual([]);
  });

  it('admin_delete_member deletes no one', async () => {
    refusedWith42501(await learner.rpc('admin_delete_member', { p_user_id: victim.id }));
    expect((await db.from('users').select('id').eq('id', victim.id)).data).toHaveLength(1);
  });
});

describe('the admin without the authenticator code (aal1) is refused like a learner', () => {
  it('admin rpcs answer 42501 and admin-only rows stay hidden', async () => {
    const passwordOnly = anonClient();
    const { error } = await passwordOnly.auth.signInWithPassword({ email: ADMIN.email, password: ADMIN.password });
    expect(error).toBeNull();
    refusedWith42501(await passwordOnly.rpc('admin_stats'));
    refusedWith42501(await passwordOnly.rpc('admin_analytics'));
    refusedWith42501(await passwordOnly.rpc('admin_delete_member', { p_user_id: victim.id }));
    expect((await passwordOnly.from('courses').select('id').eq('id', DRAFT_COURSE)).data).toEqual([]);
    expect((await passwordOnly.from('users').select('id').eq('id', victim.id)).data).toEqual([]);
    expect((await db.from('users').select('id').eq('id', victim.id)).data).toHaveLength(1);
  });
});

describe('members (users)', () => {
  it('a learner sees only their own row', async () => {
    const rows = await learner.from('users').select('id');
    expect(rows.data).toEqual([{ id: me.id }]);
  });

  it('cannot edit, deactivate or delete another member', async () => {
    touchedNothing(await learner.from('users').update({ level: 4, name: 'hacked' }).eq('id', victim.id).select());
    touchedNothing(await learner.from('users').update({ status: 'inactive' }).eq('id', victim.id).select());
    touchedNothing(await learner.from('users').delete().eq('id', victim.id).select());
    const row = await db.from('users').select('name,level,status').eq('id', victim.id).single();
    expect(row.data).toEqual({ name: victim.name, level: 1, status: 'active' });
  });

  it('cannot promote themself to admin or change their own status', async () => {
    refusedWith42501(await learner.from('users').update({ role: 'admin' }).eq('id', me.id).select());
    refusedWith42501(await learner.from('users').update({ status: 'inactive' }).eq('id', me.id).select());
    expect((await db.from('users').select('role,status').eq('id', me.id).single()).data).toEqual({ role: 'user', status: 'active' });
  });
});

describe('courses and curriculum', () => {
  it('cannot create a course, module, lesson or lesson content', async () => {
    refusedWith42501(await learner.from('courses').insert({ title: 'rls', category: 'programming' }).select());
    refusedWith42501(await learner.from('instructors').insert({ name: 'rls' }).select());
    refusedWith42501(await learner.from('course_modules').insert({ course_id: PUBLISHED_COURSE, title: 'rls' }).select());
    const module = await db.from('course_modules').select('id').eq('course_id', PUBLISHED_COURSE).limit(1).single().then(unwrap);
    refusedWith42501(await learner.from('lessons').insert({ module_id: module.id, course_id: PUBLISHED_COURSE, title: 'rls' }).select());
    const lesson = await db
      .from('lessons')
      .insert({ module_id: module.id, course_id: PUBLISHED_COURSE, title: 'rls-target' })
      .select('id')
      .single()
      .then(unwrap);
    refusedWith42501(await learner.from('lesson_contents').insert({ lesson_id: lesson.id, body: 'rls' }).select());
    expect((await db.from('lesson_contents').select('lesson_id').eq('lesson_id', lesson.id)).data).toEqual([]);
    await db.from('lessons').delete().eq('id', lesson.id);
  });

  it('cannot publish a draft, unpublish, edit or delete a course', async () => {
    touchedNothing(await learner.from('courses').update({ status: 'published' }).eq('id', DRAFT_COURSE).select());
    touchedNothing(await learner.from('courses').update({ status: 'draft', price: 0 }).eq('id', PUBLISHED_COURSE).select());
    touchedNothing(await learner.from('courses').delete().eq('id', PUBLISHED_COURSE).select());
    const rows = await db.from('courses').select('id,status').in('id', [PUBLISHED_COURSE, DRAFT_COURSE]).order('id');
    expect(rows.data).toEqual([
      { id: PUBLISHED_COURSE, status: 'published' },
      { id: DRAFT_COURSE, status: 'draft' },
    ]);
  });

  it('cannot change the free-preview flag, a lesson or its content, or delete them', async () => {
    const before = await db.from('lessons').select('id,is_preview,title').eq('course_id', PUBLISHED_COURSE).order('id').limit(1).single();
    const id = before.data?.id ?? 0;
    touchedNothing(await learner.from('lessons').update({ is_preview: !before.data?.is_preview, title: 'hacked' }).eq('id', id).select());
    touchedNothing(await learner.from('lesson_contents').update({ body: 'hacked' }).eq('lesson_id', id).select());
    touchedNothing(await learner.from('lessons').delete().eq('id', id).select());
    touchedNothing(await learner.from('course_modules').delete().eq('course_id', PUBLISHED_COURSE).select());
    expect((await db.from('lessons').select('id,is_preview,title').eq('id', id).single()).data).toEqual(before.data);
    expect((await db.from('lesson_contents').select('body').eq('lesson_id', id).single()).data?.body).not.toBe('hacked');
  });

  it('does not even see draft courses', async () => {
    expect((await learner.from('courses').select('id').eq('id', DRAFT_COURSE)).data).toEqual([]);
    expect((await admin.from('courses').select('id').eq('id', DRAFT_COURSE)).data).toEqual([{ id: DRAFT_COURSE }]);
  });
});

describe('articles', () => {
  it('cannot write, publish, return to draft or delete an article', async () => {
    refusedWith42501(await learner.from('articles').insert({ title: 'rls', slug: 'rls', status: 'published' }).select());
    touchedNothing(await learner.from('articles').update({ status: 'published' }).eq('id', DRAFT_ARTICLE).select());
    touchedNothing(await learner.from('articles').update({ status: 'draft' }).eq('id', PUBLISHED_ARTICLE).select());
    touchedNothing(await learner.from('articles').delete().eq('id', PUBLISHED_ARTICLE).select());
    const rows = await db.from('articles').select('id,status').in('id', [PUBLISHED_ARTICLE, DRAFT_ARTICLE]).order('id');
    expect(rows.data).toEqual([
      { id: PUBLISHED_ARTICLE, status: 'published' },
      { id: DRAFT_ARTICLE, status: 'draft' },
    ]);
  });
});

describe('SEO (site_seo)', () => {
  it('cannot add, change or delete a page head', async () => {
    refusedWith42501(await learner.from('site_seo').insert({ path: '/rls', title: 'rls' }).select());
    refusedWith42501(await learner.from('site_seo').upsert({ path: '/', title: 'hacked' }).select());
    touchedNothing(await learner.from('site_seo').update({ title: 'hacked' }).eq('path', '/').select());
    touchedNothing(await learner.from('site_seo').delete().eq('path', '/').select());
    const row = await db.from('site_seo').select('title').eq('path', '/').single();
    expect(row.data?.title).toBe('เรียนโค้ด | เรียนเขียนโปรแกรมออนไลน์ภาษาไทย');
    expect((await db.from('site_seo').select('path').eq('path', '/rls')).data).toEqual([]);
  });
});
