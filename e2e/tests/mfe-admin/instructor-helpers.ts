import { expect, type Browser, type Page } from '@playwright/test';
import { signInThroughUi } from '../../fixtures/auth.ts';
import { serviceClient, signedInClient } from '../../fixtures/backend.ts';
import { rowId, type Leftovers } from '../../fixtures/cleanup.ts';
import { waitForMail } from '../../fixtures/mailbox.ts';
import { ADMIN } from '../../fixtures/site.ts';
import { totpCode } from '../../fixtures/totp.ts';
import { uniqueSuffix } from './admin-helpers.ts';

const SLOW = { timeout: 30_000 };

/** The invite e-mail's link, once it is in local-supabase's mailbox (the invite job sends it every few seconds). */
export async function inviteLink(to: string): Promise<string> {
  return (await waitForMail(to, 'invite')).link;
}

export interface InvitedInstructor {
  profileId: number;
  name: string;
  email: string;
  password: string;
  userId: string;
}

/**
 * Issue 30 item 1 through the UI: a new instructor profile; the admin invites an address from
 * /admin?tab=instructors; the invitee follows the mailed link, accepts the terms (the shell asks
 * every member without consent, before anything else) and sets a password. Everything made is
 * recorded in `leftovers` as soon as it exists.
 */
export async function inviteInstructor(browser: Browser, leftovers: Leftovers): Promise<InvitedInstructor> {
  const suffix = uniqueSuffix();
  const email = `teacher-${suffix}@e2e.riancode.dev`;
  const password = `Teach#${suffix}`;
  const service = serviceClient();
  const name = `ครูทดสอบ ${suffix}`;
  const profile = await service.from('instructors').insert({ name, title: 'ผู้สอน', bio: '' }).select('id').single();
  if (profile.error) throw profile.error;
  const profileId = rowId(profile.data);
  leftovers.instructorIds.push(profileId);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInThroughUi(adminPage, ADMIN.email, ADMIN.password, /\/admin$/);
  await adminPage.goto('/admin?tab=instructors');
  // Each instructor's row is its own form: Enter in this row's field sends this row's invite.
  const field = adminPage.getByLabel(`อีเมลผู้สอน (${name})`);
  await field.fill(email);
  await field.press('Enter');
  await expect(adminPage.getByText(`เชิญแล้ว: ${email}`)).toBeVisible(SLOW);
  await adminContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(await inviteLink(email));
  await expect(page).toHaveURL(/\/auth\/reset-password/, SLOW);
  // The link confirmed the address: the profile is linked to the new account.
  let userId: string | null = null;
  await expect
    .poll(async () => {
      const linked = await service.from('instructors').select('user_id').eq('id', profileId).single();
      const value: unknown = linked.data?.user_id;
      userId = typeof value === 'string' ? value : null;
      return userId;
    }, SLOW)
    .not.toBeNull();
  leftovers.userIds.push(userId ?? '');

  const consent = page.getByTestId('consent-dialog');
  await expect(consent).toBeVisible(SLOW);
  await consent.getByLabel('ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว').check();
  await consent.getByRole('button', { name: 'ยอมรับและใช้งานต่อ' }).click();
  await expect(consent).toBeHidden(SLOW);

  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(password);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(password);
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  await context.close();
  return { profileId, name, email, password, userId: userId ?? '' };
}

/**
 * Studio writes need aal2 (decision 0055): the instructor enrols an authenticator (through the
 * API, with a secret the test knows), then signs in, follows the header's สตูดิโอผู้สอน link and
 * answers the studio's challenge. Enrolling signs out the account's other sessions, so this
 * comes before the browser's sign-in.
 */
export async function openStudioAsInstructor(page: Page, instructor: { email: string; password: string }): Promise<void> {
  const client = await signedInClient(instructor.email, instructor.password);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'e2e' });
  if (enrolled.error) throw new Error(`enrolling failed: ${enrolled.error.message}`);
  const secret = enrolled.data.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(secret) });
  if (verified.error) throw new Error(`verifying failed: ${verified.error.message}`);

  await signInThroughUi(page, instructor.email, instructor.password, /\/dashboard$/);
  await page.getByRole('link', { name: 'สตูดิโอผู้สอน' }).click();
  await expect(page).toHaveURL(/\/studio$/, SLOW);
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนสองขั้นตอน' })).toBeVisible(SLOW);
  await page.getByLabel('รหัส 6 หลักจากแอป').fill(totpCode(secret));
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'สตูดิโอผู้สอน' })).toBeVisible(SLOW);
}
