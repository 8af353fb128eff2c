import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { createLearner, serviceClient, signedInClient } from '../../fixtures/backend.ts';
import { newLeftovers, removeLeftovers } from '../../fixtures/cleanup.ts';
import { ADMIN } from '../../fixtures/site.ts';
import { openAdminTab, uniqueSuffix } from './admin-helpers.ts';
import { inviteInstructor, openStudioAsInstructor } from './instructor-helpers.ts';

/**
 * The instructor's journey (issue 30, decisions 0053–0055, 0060) against the real database: the
 * admin invites an instructor (the mail arrives in the local mailbox), who accepts the terms, sets
 * a password and, at aal2, writes a draft course in /studio — a lesson with an uploaded video
 * (a committed 1.5 KB WebM, sent by tus) and a downloadable PDF, and a quiz — and submits it; the
 * admin approves it and sets a price; a learner buys it by card through the gateway simulator
 * (decision 0052), plays the video, downloads the PDF and asks a question; the instructor answers
 * it from the studio's inbox. Everything it makes is removed in afterAll, also after a failure:
 * other specs count the catalogue's courses, the orders and the members.
 */

const SLOW = { timeout: 30_000 };
const VIDEO = readFileSync(new URL('../../fixtures/media/tiny-lesson.webm', import.meta.url));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PRICE = 990;

const leftovers = newLeftovers();
test.afterAll(async () => {
  await removeLeftovers(leftovers);
});

test('invite → draft with a video, a file and a quiz → review → a learner buys, plays and asks → the instructor answers from the inbox', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `คอร์สทดสอบ ${uniqueSuffix()}`;
  const service = serviceClient();
  const instructor = await inviteInstructor(browser, leftovers);
  const studio = await (await browser.newContext()).newPage();
  await openStudioAsInstructor(studio, instructor);

  // A draft course: free and unpublished until an admin approves it.
  await studio.getByLabel('ชื่อคอร์สใหม่').fill(title);
  await studio.getByRole('button', { name: 'สร้างคอร์สใหม่' }).click();
  await expect(studio).toHaveURL(/\/studio\/courses\/\d+$/, SLOW);
  const courseId = Number(new URL(studio.url()).pathname.split('/').pop());
  leftovers.courseIds.push(courseId);

  // One module: a video lesson, then a quiz (adding a lesson opens its editor).
  await studio.getByRole('button', { name: 'เพิ่มบท' }).click();
  await studio.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
  await studio.getByLabel('ชื่อบทเรียน').fill('วิดีโอแนะนำ');
  await studio.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
  await studio.getByLabel('ชื่อบทเรียน').fill('แบบทดสอบบทแรก');
  await studio.getByLabel('ประเภท').selectOption('quiz');
  await studio.getByLabel('คำถาม', { exact: true }).fill('print() ทำอะไร');
  await studio.getByLabel('ตัวเลือกที่ 1', { exact: true }).fill('แสดงผลออกทางหน้าจอ');
  await studio.getByLabel('ตัวเลือกที่ 2', { exact: true }).fill('ลบไฟล์');
  await studio.getByRole('radio', { name: 'ตัวเลือกที่ 1 เป็นคำตอบที่ถูก' }).check();
  // Saving a never-published course writes its lessons at once: the video lesson gets its id (its Storage folder).
  await studio.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
  await expect(studio.getByText('มีการแก้ไขที่ยังไม่บันทึก')).toHaveCount(0, SLOW);

  await studio.getByRole('button', { name: 'แก้ไขบทเรียน วิดีโอแนะนำ' }).click();
  const videoLesson = studio.getByRole('group', { name: 'แก้ไขบทเรียน วิดีโอแนะนำ' });
  await videoLesson.getByLabel(/เลือกไฟล์วิดีโอ/).setInputFiles({ name: 'intro.webm', mimeType: 'video/webm', buffer: VIDEO });
  await expect(videoLesson.getByTestId('video-upload').getByRole('status')).toHaveText(/อัปโหลดเรียบร้อย/, SLOW);
  await videoLesson.getByLabel(/เลือกไฟล์ให้ดาวน์โหลด/).setInputFiles({ name: 'ชีตสรุป.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(videoLesson.getByRole('region', { name: 'ไฟล์ให้ผู้เรียนดาวน์โหลด' })).toContainText('ชีตสรุป.pdf', SLOW);
  await studio.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
  await expect(studio.getByText('มีการแก้ไขที่ยังไม่บันทึก')).toHaveCount(0, SLOW);
  await studio.getByRole('button', { name: 'ส่งให้ผู้ดูแลตรวจ' }).click();
  await expect(studio.getByText(/อยู่ระหว่างรอตรวจ/)).toBeVisible(SLOW);

  // Still invisible to visitors while in review.
  const { data: unpublished } = await service.from('courses').select('status, price').eq('id', courseId).single();
  expect(unpublished).toEqual({ status: 'draft', price: 0 });

  // The admin sees what it adds and approves it; the price is the admin's decision (RLS: admins at aal2).
  const adminPage = await (await browser.newContext()).newPage();
  await openAdminTab(adminPage, 'ตรวจคอร์ส');
  await adminPage.getByRole('button', { name: `ตรวจ ${title}` }).click();
  await expect(adminPage.getByTestId('revision-diff')).toContainText('แบบทดสอบบทแรก', SLOW);
  await expect(adminPage.getByTestId('revision-diff')).toContainText('วิดีโอแนะนำ');
  await adminPage.getByRole('button', { name: 'อนุมัติและเผยแพร่' }).click();
  await expect(adminPage.getByRole('button', { name: `ตรวจ ${title}` })).toHaveCount(0, SLOW);
  const admin = await signedInClient(ADMIN.email, ADMIN.password);
  const priced = await admin.from('courses').update({ price: PRICE }).eq('id', courseId).select('status, price');
  expect(priced.data).toEqual([{ status: 'published', price: PRICE }]);

  const { data: lessons } = await service.from('lessons').select('id, title').eq('course_id', courseId).order('position');
  const lessonId = (name: string) => (lessons ?? []).find((l) => l.title === name)?.id ?? 0;

  // A learner buys it by card: the gateway pays the order, no admin involved.
  const learner = await createLearner('studio-buyer');
  leftovers.userIds.push(learner.id);
  const learnerPage = await (await browser.newContext()).newPage();
  await signInThroughUi(learnerPage, learner.email, learner.password, /\/dashboard$/);
  await learnerPage.goto(`/checkout/${courseId}`);
  await learnerPage.getByRole('button', { name: 'ชำระด้วย PromptPay' }).click();
  await expect(learnerPage.getByTestId('order-number')).toHaveText(/^RC-\d{8}-\d{6}$/, SLOW);
  await learnerPage.getByRole('radio', { name: 'บัตรเครดิต / เดบิต' }).check();
  await learnerPage.getByLabel('ชื่อบนบัตร').fill('SOMYING JAIDEE');
  await learnerPage.getByLabel('หมายเลขบัตร').fill('4242 4242 4242 4242');
  await learnerPage.getByLabel('เดือนหมดอายุ (MM)').fill('12');
  await learnerPage.getByLabel('ปีหมดอายุ (ค.ศ. YYYY)').fill(String(new Date().getUTCFullYear() + 2));
  await learnerPage.getByLabel('รหัส CVV').fill('123');
  await learnerPage.getByRole('button', { name: 'ชำระ ฿990' }).click();
  await expect(learnerPage).toHaveURL(new RegExp(`/course/${courseId}$`), SLOW);

  // The video plays from a signed URL of the private bucket; the PDF downloads under its Thai name.
  await learnerPage.goto(`/course/${courseId}/lesson/${lessonId('วิดีโอแนะนำ')}`);
  const video = learnerPage.locator('video');
  await expect(video).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/lesson-videos\//, SLOW);
  await expect
    .poll(
      () =>
        video.evaluate(async (element: HTMLVideoElement) => {
          element.muted = true;
          await element.play();
          return !element.paused && element.readyState >= 2;
        }),
      SLOW,
    )
    .toBe(true);
  const downloads = learnerPage.getByRole('region', { name: 'เอกสารประกอบบทเรียน' });
  const downloading = learnerPage.waitForEvent('download');
  await downloads.getByRole('button', { name: 'ดาวน์โหลด ชีตสรุป.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('ชีตสรุป.pdf');

  await learnerPage.goto(`/course/${courseId}/lesson/${lessonId('แบบทดสอบบทแรก')}`);
  await expect(learnerPage.getByRole('group', { name: /^ข้อ 1\./ })).toContainText('print() ทำอะไร', SLOW);

  // The learner asks; the instructor answers from the studio's inbox.
  const asker = await signedInClient(learner.email, learner.password);
  const asked = await asker
    .from('lesson_questions')
    .insert({ lesson_id: lessonId('แบบทดสอบบทแรก'), course_id: courseId, title: 'ต้องใส่วงเล็บไหม', body: 'print ไม่มีวงเล็บได้ไหมครับ' });
  expect(asked.error).toBeNull();
  await studio.goto('/studio');
  const question = studio.getByTestId('studio-question').filter({ hasText: 'ต้องใส่วงเล็บไหม' });
  await expect(question.getByText('ยังไม่ได้ตอบ')).toBeVisible(SLOW);
  await question.getByLabel('คำตอบของคุณ').fill('Python 3 ต้องมีวงเล็บครับ');
  await question.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(question.getByText('ตอบแล้ว')).toBeVisible(SLOW);
  const { data: replies } = await service.from('lesson_replies').select('body').eq('lesson_id', lessonId('แบบทดสอบบทแรก'));
  expect(replies).toEqual([{ body: 'Python 3 ต้องมีวงเล็บครับ' }]);
});
