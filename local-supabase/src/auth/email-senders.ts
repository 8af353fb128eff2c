import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import { assertSendAllowed, generateOtp, tokenHash, withFlowPrefix } from './email-otp.ts';
import { sendMail, verifyLink } from './mailer.ts';

/** Who an e-mail goes to: the user row's id and (current) address. */
export interface MailUser {
  id: string;
  email: string;
}

/** The *_sent_at columns the frequency limit reads. */
type SentAtColumn = 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';

async function sentAtMs(tx: Queryable, userId: string, column: SentAtColumn): Promise<number | null> {
  const result = await tx.query<{ ms: number | string | null }>(
    `select (extract(epoch from ${column}) * 1000)::float8 as ms from auth.users where id = $1`,
    [userId],
  );
  const ms = result.rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}

async function checkFrequency(tx: Queryable, config: Config, userId: string, column: SentAtColumn): Promise<void> {
  assertSendAllowed(await sentAtMs(tx, userId, column), config.GOTRUE_SMTP_MAX_FREQUENCY);
}

/** GoTrue's sendConfirmation: the sign-up e-mail (also what a new user of /otp gets without autoconfirm). */
export async function sendConfirmation(tx: Queryable, config: Config, user: MailUser, redirectTo: string, pkce: boolean): Promise<void> {
  await checkFrequency(tx, config, user.id, 'confirmation_sent_at');
  const otp = generateOtp(config.MAILER_OTP_LENGTH);
  const token = withFlowPrefix(tokenHash(user.email, otp), pkce);
  await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [user.id, token]);
  await sendMail(tx, { to: user.email, kind: 'signup', link: verifyLink(config, token, 'signup', redirectTo), otp });
}

/** GoTrue's sendInvite: no frequency limit (an admin asks), and invited_at is set. */
export async function sendInvite(tx: Queryable, config: Config, user: MailUser, redirectTo: string): Promise<void> {
  const otp = generateOtp(config.MAILER_OTP_LENGTH);
  const token = tokenHash(user.email, otp);
  await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1', [
    user.id,
    token,
  ]);
  await sendMail(tx, { to: user.email, kind: 'invite', link: verifyLink(config, token, 'invite', redirectTo), otp });
}

/**
 * GoTrue's sendPasswordRecovery and sendMagicLink: both use the recovery token
 * and its timer (a magic link is a recovery with another template).
 */
export async function sendRecoveryOrMagicLink(
  tx: Queryable,
  config: Config,
  user: MailUser,
  kind: 'recovery' | 'magiclink',
  redirectTo: string,
  pkce: boolean,
): Promise<void> {
  await checkFrequency(tx, config, user.id, 'recovery_sent_at');
  const otp = generateOtp(config.MAILER_OTP_LENGTH);
  const token = withFlowPrefix(tokenHash(user.email, otp), pkce);
  await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, token]);
  await sendMail(tx, { to: user.email, kind, link: verifyLink(config, token, kind, redirectTo), otp });
}

/**
 * GoTrue's sendEmailChange: a code and link to the new address and, with secure
 * e-mail change, another to the current one; both must be followed.
 */
export async function sendEmailChange(
  tx: Queryable,
  config: Config,
  user: MailUser,
  newEmail: string,
  redirectTo: string,
  pkce: boolean,
): Promise<void> {
  await checkFrequency(tx, config, user.id, 'email_change_sent_at');
  const otpNew = generateOtp(config.MAILER_OTP_LENGTH);
  const tokenNew = withFlowPrefix(tokenHash(newEmail, otpNew), pkce);
  const secure = config.GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED && user.email !== '';
  const otpCurrent = secure ? generateOtp(config.MAILER_OTP_LENGTH) : '';
  const tokenCurrent = secure ? withFlowPrefix(tokenHash(user.email, otpCurrent), pkce) : '';
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
    [user.id, newEmail, tokenNew, tokenCurrent],
  );
  const emailChange = { from: user.email, to: newEmail };
  await sendMail(tx, {
    to: newEmail,
    kind: 'email_change',
    link: verifyLink(config, tokenNew, 'email_change', redirectTo),
    otp: otpNew,
    emailChange,
  });
  if (secure) {
    await sendMail(tx, {
      to: user.email,
      kind: 'email_change',
      link: verifyLink(config, tokenCurrent, 'email_change', redirectTo),
      otp: otpCurrent,
      emailChange,
    });
  }
}

/** GoTrue's sendReauthenticationOtp: only a code (the nonce PUT /user asks for). */
export async function sendReauthentication(tx: Queryable, config: Config, user: MailUser): Promise<void> {
  await checkFrequency(tx, config, user.id, 'reauthentication_sent_at');
  const otp = generateOtp(config.MAILER_OTP_LENGTH);
  await tx.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [
    user.id,
    tokenHash(user.email, otp),
  ]);
  await sendMail(tx, { to: user.email, kind: 'reauthentication', link: '', otp });
}
