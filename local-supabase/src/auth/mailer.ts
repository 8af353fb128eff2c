import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';

export type MailKind = 'signup' | 'recovery' | 'email_change';

const SUBJECTS: Record<MailKind, string> = {
  signup: 'ยืนยันอีเมลของคุณ / Confirm your signup',
  recovery: 'ตั้งรหัสผ่านใหม่ / Reset your password',
  email_change: 'ยืนยันอีเมลใหม่ / Confirm your new e-mail',
};

/** The link GoTrue puts in its e-mails: /auth/v1/verify, which then redirects to the app. */
export function verifyLink(config: Config, token: string, kind: MailKind, redirectTo: string): string {
  const params = new URLSearchParams({ token, type: kind, redirect_to: redirectTo });
  return `${config.apiExternalUrl}/auth/v1/verify?${params.toString()}`;
}

/** "Sends" an e-mail: stored in auth.local_mailbox and shown at /mailbox. */
export async function sendMail(tx: Queryable, to: string, kind: MailKind, link: string): Promise<void> {
  const body =
    kind === 'signup'
      ? 'กดลิงก์เพื่อยืนยันอีเมล / Follow this link to confirm your e-mail'
      : kind === 'recovery'
        ? 'กดลิงก์เพื่อตั้งรหัสผ่านใหม่ / Follow this link to reset your password'
        : 'กดลิงก์เพื่อยืนยันอีเมลใหม่ / Follow this link to confirm your new e-mail';
  await tx.query('insert into auth.local_mailbox (to_email, kind, subject, body, link) values ($1, $2, $3, $4, $5)', [
    to,
    kind,
    SUBJECTS[kind],
    body,
    link,
  ]);
}
