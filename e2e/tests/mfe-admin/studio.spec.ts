import { expect, test, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, serviceClient, signedInClient } from '../../fixtures/backend.ts';
import { totpCode } from '../../fixtures/totp.ts';
import { openAdminTab, uniqueSuffix } from './admin-helpers.ts';

/**
 * The instructor's journey (issue 30, decision 0055) against the real database: a new instructor
 * (its own profile and account, so parallel specs never share one) creates a draft course with a
 * quiz in /studio and submits it; the admin approves it in ตรวจคอร์ส; a learner enrols and opens
 * the quiz; the instructor answers the learner's question from the studio's inbox.
 */

const SLOW = { timeout: 30_000 };

/** An instructor profile linked to a new account with a verified authenticator whose secret the test knows. */
async function newInstructor(): Promise<{ email: string; password: string; secret: string }> {
  const account = await createLearner('instructor');
  const service = serviceClient();
  const { data: profile, error } = await service
    .from('instructors')
    .insert({ name: `อ.ทดสอบ ${uniqueSuffix()}` })
    .select('id')
    .single();
  if (error) throw new Error(`creating the instructor failed: ${error.message}`);
  const linked = await service.from('instructors').update({ user_id: account.id }).eq('id', profile.id);
  if (linked.error) throw new Error(`linking the instructor failed: ${linked.error.message}`);
  const client = await signedInClient(account.email, account.password);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'e2e' });
  if (enrolled.error) throw new Error(`enrolling failed: ${enrolled.error.message}`);
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(enrolled.data.totp.secret) });
  if (verified.error) throw new Error(`verifying failed: ${verified.error.message}`);
  return { email: account.email, password: account.password, secret: enrolled.data.totp.secret };
}

async function openStudio(page: Page, instructor: { email: string; password: string; secret: string }): Promise<void> {
  await signInThroughUi(page, instructor.email, instructor.password, /\/dashboard$/);
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนสองขั้นตอน' })).toBeVisible(SLOW);
  await page.getByLabel('รหัส 6 หลักจากแอป').fill(totpCode(instructor.secret));
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'สตูดิโอผู้สอน' })).toBeVisible(SLOW);
}

// fixme (issue 30): the run publishes a course it does not remove, and other specs count the catalogue's
// courses; the spec must delete what it creates (also on failure) before it runs again.
test.fixme('an instructor writes a course with a quiz, the admin approves it, a learner takes it and the instructor answers from the inbox', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `คอร์สทดสอบ ${uniqueSuffix()}`;
  const instructor = await newInstructor();
  const instructorPage = await (await browser.newContext()).newPage();
  await openStudio(instructorPage, instructor);

  // A draft course: free and unpublished until an admin approves it.
  await instructorPage.getByLabel('ชื่อคอร์สใหม่').fill(title);
  await instructorPage.getByRole('button', { name: 'สร้างคอร์สใหม่' }).click();
  await expect(instructorPage).toHaveURL(/\/studio\/courses\/\d+$/, SLOW);
  const courseId = Number(new URL(instructorPage.url()).pathname.split('/').pop());

  await instructorPage.getByRole('button', { name: 'เพิ่มบท' }).click();
  await instructorPage.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
  await instructorPage.getByLabel('ชื่อบทเรียน').fill('แบบทดสอบบทแรก');
  await instructorPage.getByLabel('ประเภท').selectOption('quiz');
  await instructorPage.getByLabel('คำถาม', { exact: true }).fill('print() ทำอะไร');
  await instructorPage.getByLabel('ตัวเลือกที่ 1', { exact: true }).fill('แสดงผลออกทางหน้าจอ');
  await instructorPage.getByLabel('ตัวเลือกที่ 2', { exact: true }).fill('ลบไฟล์');
  await instructorPage.getByRole('radio', { name: 'ตัวเลือกที่ 1 เป็นคำตอบที่ถูก' }).check();
  await instructorPage.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
  await expect(instructorPage.getByText('มีการแก้ไขที่ยังไม่บันทึก')).toHaveCount(0, SLOW);
  await instructorPage.getByRole('button', { name: 'ส่งให้ผู้ดูแลตรวจ' }).click();
  await expect(instructorPage.getByText(/อยู่ระหว่างรอตรวจ/)).toBeVisible(SLOW);

  // Still invisible to visitors while in review.
  const service = serviceClient();
  const { data: unpublished } = await service.from('courses').select('status, price').eq('id', courseId).single();
  expect(unpublished).toEqual({ status: 'draft', price: 0 });

  // The admin sees what it adds and approves it.
  const adminPage = await (await browser.newContext()).newPage();
  await openAdminTab(adminPage, 'ตรวจคอร์ส');
  await adminPage.getByRole('button', { name: `ตรวจ ${title}` }).click();
  await expect(adminPage.getByTestId('revision-diff')).toContainText('แบบทดสอบบทแรก', SLOW);
  await adminPage.getByRole('button', { name: 'อนุมัติและเผยแพร่' }).click();
  await expect(adminPage.getByRole('button', { name: `ตรวจ ${title}` })).toHaveCount(0, SLOW);

  // A learner enrols (the course is free: the admin set no price) and opens the quiz.
  const { data: lessons } = await service.from('lessons').select('id').eq('course_id', courseId);
  const lessonId = (lessons as { id: number }[])[0]?.id;
  const learner = await createLearner('studio');
  const learnerPage = await (await browser.newContext()).newPage();
  await signInThroughUi(learnerPage, learner.email, learner.password, /\/dashboard$/);
  await learnerPage.goto(`/course/${courseId}`);
  await learnerPage
    .getByRole('complementary')
    .getByRole('button', { name: /ลงทะเบียน/ })
    .click();
  await expect(learnerPage.getByText('ลงทะเบียนเรียนสำเร็จ!')).toBeVisible(SLOW);
  await learnerPage.goto(`/course/${courseId}/lesson/${lessonId}`);
  await expect(learnerPage.getByRole('group', { name: /^ข้อ 1\./ })).toContainText('print() ทำอะไร', SLOW);

  // The learner asks; the instructor answers from the studio's inbox.
  const asker = await signedInClient(learner.email, learner.password);
  const asked = await asker
    .from('lesson_questions')
    .insert({ lesson_id: lessonId, title: 'ต้องใส่วงเล็บไหม', body: 'print ไม่มีวงเล็บได้ไหมครับ' });
  expect(asked.error).toBeNull();
  await instructorPage.goto('/studio');
  const question = instructorPage.getByTestId('studio-question').filter({ hasText: 'ต้องใส่วงเล็บไหม' });
  await expect(question.getByText('ยังไม่ได้ตอบ')).toBeVisible(SLOW);
  await question.getByLabel('คำตอบของคุณ').fill('Python 3 ต้องมีวงเล็บครับ');
  await question.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(question.getByText('ตอบแล้ว')).toBeVisible(SLOW);
  const { data: replies } = await service.from('lesson_replies').select('body').eq('lesson_id', lessonId);
  expect(replies).toEqual([{ body: 'Python 3 ต้องมีวงเล็บครับ' }]);
});
