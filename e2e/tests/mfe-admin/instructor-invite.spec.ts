import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { serviceClient } from '../../fixtures/backend.ts';
import { ADMIN, E2E_SUPABASE_URL } from '../../fixtures/site.ts';

// Issue 30 (decision 0053): an admin invites an instructor by e-mail, the invitee follows GoTrue's
// invite from the local mailbox, sets a password, consents, and opens a paid lesson of their own
// course without enrolling; the course page says they teach it instead of offering ลงทะเบียน.
// The spec makes its own instructor profile and paid course (removed at the end), so it touches
// no seeded row another spec reads.

interface MailboxMessage {
  id: number;
  kind: string;
  link: string;
}

async function inviteLink(to: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(`${E2E_SUPABASE_URL}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    const found = ((await response.json()) as MailboxMessage[]).find((m) => m.kind === 'invite');
    if (found) return found.link;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no invite e-mail for ${to}`);
}

// fixme (issue 30): it leaves a published paid course behind, which other specs' catalogue counts see; it must
// delete what it creates (also on failure), and its consent step was never seen passing.
test.fixme('invite → the instructor sets a password, consents, and opens a paid lesson of their own course', async ({ browser }) => {
  test.setTimeout(180_000);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `teacher-${suffix}@e2e.riancode.dev`;
  const password = `Teach#${suffix}`;
  const service = serviceClient();
  const instructor = await service
    .from('instructors')
    .insert({ name: `ครูทดสอบ ${suffix}`, title: 'ผู้สอน', bio: '' })
    .select('id,name')
    .single();
  if (instructor.error) throw instructor.error;
  const course = await service
    .from('courses')
    .insert({
      title: `คอร์สของครู ${suffix}`,
      category: 'programming',
      price: 990,
      status: 'published',
      published_at: new Date().toISOString(),
      instructor_id: instructor.data.id,
    })
    .select('id')
    .single();
  if (course.error) throw course.error;
  try {
    const module = await service
      .from('course_modules')
      .insert({ course_id: course.data.id, title: 'บทที่ 1', position: 1 })
      .select('id')
      .single();
    if (module.error) throw module.error;
    const lesson = await service
      .from('lessons')
      .insert({
        module_id: module.data.id,
        title: 'บทเรียนแบบเสียเงิน',
        type: 'document',
        duration_minutes: 5,
        is_preview: false,
        position: 1,
      })
      .select('id')
      .single();
    if (lesson.error) throw lesson.error;
    expect(
      (await service.from('lesson_contents').insert({ lesson_id: lesson.data.id, body: `เนื้อหาเฉพาะผู้เรียน ${suffix}` })).error,
    ).toBeNull();

    // The admin invites the profile from /admin?tab=instructors.
    const adminPage = await browser.newPage();
    await signInThroughUi(adminPage, ADMIN.email, ADMIN.password, /\/admin$/);
    await adminPage.goto('/admin?tab=instructors');
    // Each instructor's row is its own form: Enter in this row's field sends this row's invite.
    const field = adminPage.getByLabel(`อีเมลผู้สอน (${instructor.data.name})`);
    await field.fill(email);
    await field.press('Enter');
    await expect(adminPage.getByText(`เชิญแล้ว: ${email}`)).toBeVisible();
    await adminPage.close();

    // The invitee follows the mailed link, sets a password and accepts the terms.
    const page = await browser.newPage();
    await page.goto(await inviteLink(email));
    await expect(page).toHaveURL(/\/auth\/reset-password/);
    await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(password);
    await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(password);
    await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
    const consent = page.getByRole('dialog');
    if (await consent.isVisible({ timeout: 10_000 }).catch(() => false)) {
      for (const box of await consent.getByRole('checkbox').all()) await box.check();
      await consent.getByRole('button').last().click();
    }

    // Their own course: no enrol button, and the paid lesson opens without enrolling.
    await page.goto(`/course/${course.data.id}`);
    await expect(page.getByText('คุณเป็นผู้สอนคอร์สนี้').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^ลงทะเบียน/ })).toHaveCount(0);
    await page.goto(`/course/${course.data.id}/lesson/${lesson.data.id}`);
    await expect(page.getByText(`เนื้อหาเฉพาะผู้เรียน ${suffix}`)).toBeVisible();
    await expect(page.getByText('บทเรียนนี้ล็อกอยู่')).toHaveCount(0);
    await page.close();
  } finally {
    await service.from('courses').delete().eq('id', course.data.id);
    await service.from('instructors').delete().eq('id', instructor.data.id);
  }
});
