import { Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/types.ts';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import { requireServiceRole, type AuthDeps } from './auth-deps.ts';
import { generateOtp, tokenHash } from './email-otp.ts';
import { metadata, normaliseEmail, parseBody } from './input.ts';
import { DUPLICATE_EMAIL } from './invite-routes.ts';
import type { LinkType } from './auth-mail.ts';
import { verifyLink } from './mailer.ts';
import { ADMIN_PASSWORD_POLICY, checkPassword, hashPassword } from './password.ts';
import { safeRedirect } from './redirects.ts';
import { createUser, findUserByEmail, userJson, type AuthUser } from './users-repo.ts';

const GenerateLinkBody = z
  .object({
    type: z.string().optional(),
    email: z.string().optional(),
    new_email: z.string().optional(),
    password: z.string().optional(),
    data: metadata.optional().nullable(),
    redirect_to: z.string().optional(),
  })
  .loose();

type LinkKind = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new';

const LINK_TYPE: Record<LinkKind, LinkType> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

const isLinkKind = (value: string): value is LinkKind => value in LINK_TYPE;

/**
 * POST /admin/generate_link (auth.admin.generateLink): GoTrue's adminGenerateLink.
 * Sets the token exactly as the e-mail would, but sends nothing: the caller gets
 * the link, the code and the token hash to deliver itself.
 */
export function generateLinkRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, db } = deps;

  app.post('/admin/generate_link', async (c) => {
    requireServiceRole(c.get('requestContext'));
    const body = await parseBody(c, GenerateLinkBody);
    const email = normaliseEmail(body.email);
    const requested = body.type ?? '';
    // A redirect_to in the body wins when it is allowed; else the query's (GoTrue's GetReferrer).
    const fromBody = body.redirect_to ? safeRedirect(config, body.redirect_to) : null;
    const redirectTo = fromBody && fromBody !== config.SITE_URL ? fromBody : safeRedirect(config, c.req.query('redirect_to'));

    const found = await db.transaction(null, (tx) => findUserByEmail(tx, email));
    let kind: string = requested;
    if (!found && kind === 'magiclink') kind = 'signup'; // a magic link for a new address signs it up
    if (!found && ['recovery', 'email_change_current', 'email_change_new'].includes(kind)) {
      throw gotrueError(404, 'user_not_found', 'User with this email not found');
    }
    if (!isLinkKind(kind)) throw gotrueError(400, 'validation_failed', `Invalid email action link type requested: ${requested}`);
    const linkKind = kind;
    // GoTrue's validateSignupParams, for a new user of a signup link (a magic link's new user has no password).
    const passwordHash =
      linkKind === 'signup' && !found && requested === 'signup' ? await hashPassword(signupPassword(body.password)) : null;
    const otp = generateOtp(config.MAILER_OTP_LENGTH);

    const result = await db.transaction(null, async (tx) => {
      const user = found ? await findUserByEmail(tx, email) : null;
      const create = (): Promise<string> =>
        createUser(tx, { email, passwordHash, confirmed: false, userMetadata: body.data ?? {}, appMetadata: {}, provider: 'email' });
      const { userId, token } = await setToken(tx, linkKind, user, email, otp, body.new_email, create, body.data ?? null);
      return { user: await userJson(tx, userId), token };
    });
    return c.json({
      ...result.user,
      action_link: verifyLink(config, result.token, LINK_TYPE[linkKind], redirectTo),
      email_otp: otp,
      hashed_token: result.token,
      verification_type: linkKind,
      redirect_to: redirectTo,
    });
  });

  /** Stores the link's token as the matching e-mail would; returns the user and the token (its hash). */
  async function setToken(
    tx: Queryable,
    kind: LinkKind,
    user: AuthUser | null,
    email: string,
    otp: string,
    rawNewEmail: string | undefined,
    create: () => Promise<string>,
    data: Record<string, unknown> | null,
  ): Promise<{ userId: string; token: string }> {
    const hashed = tokenHash(email, otp);
    switch (kind) {
      case 'magiclink':
      case 'recovery': {
        const id = existing(user);
        await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [id, hashed]);
        return { userId: id, token: hashed };
      }
      case 'invite':
      case 'signup': {
        if (user?.email_confirmed_at) throw gotrueError(422, 'email_exists', DUPLICATE_EMAIL);
        if (user && data && kind === 'signup') {
          await tx.query(
            `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
            [user.id, JSON.stringify(data)],
          );
        }
        const id = user?.id ?? (await create());
        await tx.query(
          `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
                  invited_at = case when $3::boolean then now() else invited_at end where id = $1`,
          [id, hashed, kind === 'invite'],
        );
        return { userId: id, token: hashed };
      }
      case 'email_change_current':
      case 'email_change_new': {
        const id = existing(user);
        if (!config.GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED && kind === 'email_change_current') {
          throw gotrueError(400, 'validation_failed', 'Enable secure email change to generate link for current email');
        }
        const newEmail = normaliseEmail(rawNewEmail);
        const taken = await findUserByEmail(tx, newEmail);
        if (taken && taken.id !== id) throw gotrueError(422, 'email_exists', DUPLICATE_EMAIL);
        const token = kind === 'email_change_current' ? hashed : tokenHash(newEmail, otp);
        const column = kind === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new';
        await tx.query(
          `update auth.users set email_change = $2, ${column} = $3, email_change_sent_at = now(), email_change_confirm_status = 0 where id = $1`,
          [id, newEmail, token],
        );
        return { userId: id, token };
      }
    }
  }

  return app;
}

function existing(user: AuthUser | null): string {
  if (!user) throw gotrueError(404, 'user_not_found', 'User with this email not found');
  return user.id;
}

function signupPassword(password: string | undefined): string {
  if (!password) throw gotrueError(422, 'validation_failed', 'Signup requires a valid password');
  return checkPassword(password, ADMIN_PASSWORD_POLICY);
}
