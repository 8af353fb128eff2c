import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import { gotrueError } from '../http/api-error.ts';
import { matchesStored, PKCE_PREFIX, tokenHash } from './email-otp.ts';
import { adoptEmail } from './user-identities.ts';

/** The e-mail `type`s /verify accepts (GoTrue's mail.*Verification). `email` is a code of either sign-up or magic link. */
export type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';
/** What a verified token turned out to be (`email` resolved). */
export type VerifiedType = Exclude<VerifyType, 'email'>;

const TYPES: ReadonlySet<string> = new Set(['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email']);

export const verifyTypeOf = (value: string | undefined): VerifyType | null =>
  value !== undefined && TYPES.has(value) ? (value as VerifyType) : null;

/** A token that matched: the user, the resolved type, and the stored value (with its PKCE prefix, if any). */
export interface VerifiedToken {
  userId: string;
  type: VerifiedType;
  stored: string;
  pkce: boolean;
}

interface TokenRow {
  id: string;
  banned: boolean;
  confirmation_token: string | null;
  recovery_token: string | null;
  email_change_token_current: string | null;
  email_change_token_new: string | null;
  confirmation_live: boolean;
  recovery_live: boolean;
  email_change_live: boolean;
}

/** Each token column with whether it is still within MAILER_OTP_EXP of its *_sent_at. */
const TOKEN_COLUMNS = `id, coalesce(banned_until > now(), false) as banned,
  confirmation_token, recovery_token, email_change_token_current, email_change_token_new,
  coalesce(confirmation_sent_at > now() - make_interval(secs => $EXP), false) as confirmation_live,
  coalesce(recovery_sent_at > now() - make_interval(secs => $EXP), false) as recovery_live,
  coalesce(email_change_sent_at > now() - make_interval(secs => $EXP), false) as email_change_live`;

const columns = (config: Config): string => TOKEN_COLUMNS.replaceAll('$EXP', String(config.MAILER_OTP_EXP));

const linkExpired = () => gotrueError(403, 'otp_expired', 'Email link is invalid or has expired');
const codeExpired = () => gotrueError(403, 'otp_expired', 'Token has expired or is invalid');

/** Which of a row's tokens `hash` is, for a type; `exact` for a token_hash (a link), else a code's hash. */
function match(row: TokenRow, type: VerifyType, hash: string, exact: boolean): VerifiedToken | null {
  const same = (stored: string | null): boolean =>
    exact ? stored !== null && stored !== '' && stored === hash : matchesStored(hash, stored);
  const found = (t: VerifiedType, stored: string | null, live: boolean): VerifiedToken | null =>
    same(stored) && live && stored ? { userId: row.id, type: t, stored, pkce: stored.startsWith(PKCE_PREFIX) } : null;
  switch (type) {
    case 'signup':
    case 'invite':
      return found(type, row.confirmation_token, row.confirmation_live);
    case 'recovery':
    case 'magiclink':
      return found(type, row.recovery_token, row.recovery_live);
    case 'email_change':
      return (
        found(type, row.email_change_token_current, row.email_change_live) ?? found(type, row.email_change_token_new, row.email_change_live)
      );
    case 'email':
      return found('signup', row.confirmation_token, row.confirmation_live) ?? found('magiclink', row.recovery_token, row.recovery_live);
  }
}

/** GoTrue's verifyTokenHash: the e-mailed link's token or verifyOtp's token_hash. Locks the user row. */
export async function findByTokenHash(tx: Queryable, config: Config, type: VerifyType, hash: string): Promise<VerifiedToken> {
  const where: Record<VerifyType, string> = {
    signup: 'confirmation_token = $1',
    invite: 'confirmation_token = $1',
    recovery: 'recovery_token = $1',
    magiclink: 'recovery_token = $1',
    email_change: '(email_change_token_current = $1 or email_change_token_new = $1)',
    email: '(confirmation_token = $1 or recovery_token = $1)',
  };
  const result = await tx.query<TokenRow>(
    `select ${columns(config)} from auth.users where ${where[type]} and $1 <> '' and deleted_at is null limit 1 for update`,
    [hash],
  );
  const row = result.rows[0];
  if (!row) throw linkExpired();
  if (row.banned) throw gotrueError(403, 'user_banned', 'User is banned');
  const verified = match(row, type, hash, true);
  if (!verified) throw linkExpired();
  return verified;
}

/** GoTrue's verifyUserAndToken: verifyOtp with the e-mailed code and the address it went to. Locks the user row. */
export async function findByEmailAndCode(
  tx: Queryable,
  config: Config,
  type: VerifyType,
  email: string,
  code: string,
): Promise<VerifiedToken> {
  const hash = tokenHash(email, code);
  const candidates: string[] =
    type === 'email_change'
      ? [
          ...(config.GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED ? ['lower(email) = $1 and email_change_token_current in ($2, $3)'] : []),
          'lower(email_change) = $1 and email_change_token_new in ($2, $3)',
        ]
      : ['lower(email) = $1'];
  let row: TokenRow | undefined;
  for (const where of candidates) {
    const result = await tx.query<TokenRow>(
      `select ${columns(config)} from auth.users where ${where} and is_sso_user = false and deleted_at is null limit 1 for update`,
      type === 'email_change' ? [email, hash, `${PKCE_PREFIX}${hash}`] : [email],
    );
    row = result.rows[0];
    if (row) break;
  }
  if (!row) throw codeExpired();
  if (row.banned) throw gotrueError(403, 'user_banned', 'User is banned');
  const verified = match(row, type, hash, false);
  if (!verified) throw codeExpired();
  return verified;
}

/** GoTrue's user.Confirm: the address is verified (and so is the e-mail identity). */
async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/**
 * GoTrue's emailChangeVerify + ConfirmEmailChange: the pending address becomes the e-mail (an
 * email identity is made when the user had none, and an anonymous user stops being one).
 */
export async function applyEmailChange(tx: Queryable, userId: string): Promise<void> {
  const pending = await tx.query<{ email_change: string | null }>('select email_change from auth.users where id = $1', [userId]);
  const email = pending.rows[0]?.email_change ?? '';
  await tx.query(`update auth.users set email_change_token_current = '', email_change_confirm_status = 0 where id = $1`, [userId]);
  if (email !== '') await adoptEmail(tx, userId, email);
}

/**
 * Spends a verified token (one use: its column is cleared). Returns `single`
 * when it was the first of the two links of a secure e-mail change: nothing
 * changes yet and no session is issued.
 */
export async function spendToken(tx: Queryable, config: Config, token: VerifiedToken): Promise<'done' | 'single'> {
  switch (token.type) {
    case 'signup':
    case 'invite':
      await confirmEmail(tx, token.userId);
      return 'done';
    case 'recovery':
    case 'magiclink':
      await tx.query(`update auth.users set recovery_token = '' where id = $1`, [token.userId]);
      await confirmEmail(tx, token.userId);
      return 'done';
    case 'email_change': {
      const state = await tx.query<{ status: number; has_email: boolean; current: string | null }>(
        `select coalesce(email_change_confirm_status, 0)::int as status, coalesce(email, '') <> '' as has_email,
                email_change_token_current as current from auth.users where id = $1`,
        [token.userId],
      );
      const row = state.rows[0];
      const confirmsByMail = !config.MAILER_AUTOCONFIRM || config.LOCAL_SUPABASE_EMAIL_CHANGE_NEEDS_CONFIRMATION;
      if (confirmsByMail && config.GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED && row?.status === 0 && row.has_email) {
        const column = row.current === token.stored ? 'email_change_token_current' : 'email_change_token_new';
        await tx.query(`update auth.users set email_change_confirm_status = 1, ${column} = '' where id = $1`, [token.userId]);
        return 'single';
      }
      await applyEmailChange(tx, token.userId);
      return 'done';
    }
  }
}

/** The message GoTrue answers the first of two e-mail change confirmations with. */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * After too many wrong codes for an address (decision 0041): every code mailed to it, or to its
 * pending new address, stops working; the right one then answers otp_expired like any other.
 */
export async function voidEmailedCodes(tx: Queryable, email: string): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_current = '',
            email_change_token_new = '', reauthentication_token = ''
      where lower(email) = $1 or lower(email_change) = $1`,
    [email],
  );
}
