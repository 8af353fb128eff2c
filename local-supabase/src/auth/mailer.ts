import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import type { AuthMail, LinkType, MailKind } from './auth-mail.ts';
import { renderMailHtml } from './mail-templates.ts';

const SUBJECTS: Record<MailKind, string> = {
  signup: 'ยืนยันอีเมลของคุณ / Confirm your signup',
  invite: 'คุณได้รับคำเชิญ / You have been invited',
  magiclink: 'ลิงก์เข้าสู่ระบบ / Your Magic Link',
  recovery: 'ตั้งรหัสผ่านใหม่ / Reset your password',
  email_change: 'ยืนยันอีเมลใหม่ / Confirm Email Change',
  reauthentication: 'ยืนยันตัวตน / Confirm reauthentication',
};

const FIRST_LINES: Record<MailKind, string> = {
  signup: 'กดลิงก์เพื่อยืนยันอีเมล / Follow this link to confirm your e-mail',
  invite: 'กดลิงก์เพื่อรับคำเชิญและสร้างบัญชี / Follow this link to accept the invite',
  magiclink: 'กดลิงก์เพื่อเข้าสู่ระบบ / Follow this link to sign in',
  recovery: 'กดลิงก์เพื่อตั้งรหัสผ่านใหม่ / Follow this link to reset your password',
  email_change: 'กดลิงก์เพื่อยืนยันอีเมลใหม่ / Follow this link to confirm your new e-mail',
  reauthentication: 'ใส่รหัสนี้เพื่อยืนยันตัวตน / Enter this code to confirm it is you',
};

/** The link GoTrue puts in its e-mails: /auth/v1/verify with the token hash, which then redirects to the app. */
export function verifyLink(config: Config, hashedToken: string, type: LinkType, redirectTo: string): string {
  const params = new URLSearchParams({ token: hashedToken, type, redirect_to: redirectTo });
  return `${config.apiExternalUrl}/auth/v1/verify?${params.toString()}`;
}

function bodyOf(mail: AuthMail): string {
  const lines = [
    mail.emailChange
      ? `ยืนยันการเปลี่ยนอีเมลจาก ${mail.emailChange.from} เป็น ${mail.emailChange.to} / Confirm the change of e-mail from ${mail.emailChange.from} to ${mail.emailChange.to}`
      : FIRST_LINES[mail.kind],
  ];
  if (mail.link) lines.push(mail.link);
  lines.push(`หรือใส่รหัส / Alternatively, enter the code: ${mail.otp}`);
  return lines.join('\n');
}

/**
 * "Sends" an e-mail: stored in auth.local_mailbox and shown at /mailbox (its API also gives the
 * code), with the school's HTML part where the kind has a template (mail-templates.ts).
 */
export async function sendMail(tx: Queryable, mail: AuthMail): Promise<void> {
  await tx.query('insert into auth.local_mailbox (to_email, kind, subject, body, link, otp, html) values ($1, $2, $3, $4, $5, $6, $7)', [
    mail.to,
    mail.kind,
    SUBJECTS[mail.kind],
    bodyOf(mail),
    mail.link,
    mail.otp,
    renderMailHtml(mail),
  ]);
}
