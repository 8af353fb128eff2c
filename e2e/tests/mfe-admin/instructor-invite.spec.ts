import { expect, test } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { serviceClient } from '../../fixtures/backend.ts';
import { newLeftovers, removeLeftovers, rowId } from '../../fixtures/cleanup.ts';
import { uniqueSuffix } from './admin-helpers.ts';
import { inviteInstructor } from './instructor-helpers.ts';

// Issue 30 (decision 0053): an admin invites an instructor by e-mail, the invitee follows GoTrue's
// invite from the local mailbox, accepts the terms, sets a password, and opens a paid lesson of
// their own course without enrolling; the course page says they teach it instead of offering
// ลงทะเบียน. Everything it makes (profile, account, course) is removed in afterAll, also after a
// failure, because other specs count the catalogue's courses and the members.

const leftovers = newLeftovers();
test.afterAll(async () => {
  await removeLeftovers(leftovers);
});

test('invite → the instructor accepts the terms, sets a password, and opens a paid lesson of their own course', async ({ browser }) => {
  test.setTimeout(180_000);
  const instructor = await inviteInstructor(browser, leftovers);

  const suffix = uniqueSuffix();
  const title = `คอร์สของครู ${suffix}`;
  const service = serviceClient();
  const course = await service
    .from('courses')
    .insert({
      title,
      category: 'programming',
      price: 990,
      status: 'published',
      published_at: new Date().toISOString(),
      instructor_id: instructor.profileId,
    })
    .select('id')
    .single();
  if (course.error) throw course.error;
  const courseId = rowId(course.data);
  leftovers.courseIds.push(courseId);
  const module = await service.from('course_modules').insert({ course_id: courseId, title: 'บทที่ 1', position: 1 }).select('id').single();
  if (module.error) throw module.error;
  const lesson = await service
    .from('lessons')
    .insert({
      module_id: rowId(module.data),
      course_id: courseId,
      title: 'บทเรียนแบบเสียเงิน',
      type: 'document',
      duration_minutes: 5,
      is_preview: false,
      position: 1,
    })
    .select('id')
    .single();
  if (lesson.error) throw lesson.error;
  const lessonId = rowId(lesson.data);
  expect((await service.from('lesson_contents').insert({ lesson_id: lessonId, body: `เนื้อหาเฉพาะผู้เรียน ${suffix}` })).error).toBeNull();

  // Their own course: no enrol button, and the paid lesson opens without enrolling.
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, instructor.email, instructor.password, /\/dashboard$/);
  await page.goto(`/course/${courseId}`);
  await expect(page.getByText('คุณเป็นผู้สอนคอร์สนี้').first()).toBeVisible();
  // Other courses' cards on the page (related courses) keep theirs: none names this one.
  const enrolHere = new RegExp(`^ลงทะเบียน.*${title}`);
  await expect(page.getByRole('link', { name: enrolHere })).toHaveCount(0);
  await expect(page.getByRole('button', { name: enrolHere })).toHaveCount(0);
  await page.goto(`/course/${courseId}/lesson/${lessonId}`);
  await expect(page.getByText(`เนื้อหาเฉพาะผู้เรียน ${suffix}`)).toBeVisible();
  await expect(page.getByText('บทเรียนนี้ล็อกอยู่')).toHaveCount(0);
});
