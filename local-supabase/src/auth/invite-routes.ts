import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import { requireServiceRole, type AuthDeps } from './auth-deps.ts';
import { sendInvite } from './email-senders.ts';
import { metadata, normaliseEmail, parseBody } from './input.ts';
import { safeRedirect } from './redirects.ts';
import { createUser, findUserByEmail, userJson } from './users-repo.ts';

const InviteBody = z.object({ email: z.string().optional(), data: metadata.optional().nullable() }).loose();

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/** POST /invite (auth.admin.inviteUserByEmail): creates the user if needed and e-mails the invite. */
export function inviteRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, db } = deps;

  app.post('/invite', async (c) => {
    requireServiceRole(c.get('requestContext'));
    const body = await parseBody(c, InviteBody);
    const email = normaliseEmail(body.email);
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'));
    const user = await db.transaction(null, async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.email_confirmed_at) throw gotrueError(422, 'email_exists', DUPLICATE_EMAIL);
      const id =
        existing?.id ??
        (await createUser(tx, {
          email,
          passwordHash: null,
          confirmed: false,
          userMetadata: body.data ?? {},
          appMetadata: {},
          provider: 'email',
        }));
      await sendInvite(tx, config, { id, email }, redirectTo);
      return userJson(tx, id);
    });
    return c.json(user);
  });

  return app;
}
