import { expect, test } from '@playwright/test';
import { anonClient, createLearner, serviceClient, signedInClient } from '../../fixtures/backend.ts';

/**
 * The lock is the server's, not the UI's: supabase-js (the same client the site uses) cannot read
 * a locked lesson's content unless the caller is enrolled. Course 2: lesson 211 is a free
 * preview, 212 is locked.
 */
test('a locked lesson is refused through supabase-js to a visitor and to a learner who is not enrolled', async () => {
  const anon = anonClient();
  const refusedAnon = await anon.rpc('get_lesson', { p_lesson_id: 212 });
  expect(refusedAnon.data).toBeNull();
  expect(refusedAnon.error?.code).toBe('42501');
  const hiddenAnon = await anon.from('lesson_contents').select('lesson_id,body,video_url').eq('lesson_id', 212);
  expect(hiddenAnon.error).toBeNull();
  expect(hiddenAnon.data).toEqual([]);

  // The curriculum itself (titles) stays public, and the free preview is readable.
  const titles = await anon.from('lessons').select('id,title,is_preview').eq('id', 212).single();
  expect(titles.data?.is_preview).toBe(false);
  const preview = await anon.rpc('get_lesson', { p_lesson_id: 211 });
  expect(preview.error).toBeNull();
  // get_lesson answers Json: the test looks at its shape, not a cast of it.
  expect(preview.data).toMatchObject({ body: expect.stringMatching(/\S/) });

  const learner = await createLearner('lock');
  const client = await signedInClient(learner.email, learner.password);
  const refused = await client.rpc('get_lesson', { p_lesson_id: 212 });
  expect(refused.error?.code).toBe('42501');
  const hidden = await client.from('lesson_contents').select('body').eq('lesson_id', 212);
  expect(hidden.data).toEqual([]);

  // Nor can they mark it complete, or enrol in a draft course.
  const progress = await client.from('lesson_progress').insert({ lesson_id: 212, course_id: 2 });
  expect(progress.error?.code).toBe('42501');
  const draft = await client.from('enrollments').insert({ course_id: 8 });
  expect(draft.error?.code).toBe('42501');

  // Course 2 is paid: enrolling without a paid order is refused too (issue 21).
  const unpaid = await client.from('enrollments').insert({ course_id: 2 });
  expect(unpaid.error?.code).toBe('42501');

  // Once paid (here through the gateway's service-role path), the learner is enrolled and the same calls succeed.
  const order = await client.rpc('create_order', { p_course_id: 2 });
  expect(order.error).toBeNull();
  if (!order.data) throw new Error('no order');
  const paid = await serviceClient().rpc('gateway_mark_order_paid', {
    p_order_number: order.data.order_number,
    p_gateway: 'e2e',
    p_charge_id: `e2e-${learner.id}`,
    p_amount: order.data.total,
  });
  expect(paid.error).toBeNull();
  const allowed = await client.rpc('get_lesson', { p_lesson_id: 212 });
  expect(allowed.error).toBeNull();
  expect(allowed.data).toMatchObject({ id: 212 });
  const visible = await client.from('lesson_contents').select('lesson_id').eq('lesson_id', 212);
  expect(visible.data).toEqual([{ lesson_id: 212 }]);
});
