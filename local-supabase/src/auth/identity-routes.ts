import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/types.ts';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import { requireSignedIn, type AuthDeps } from './auth-deps.ts';
import { OAUTH_PROVIDERS } from './authorize-routes.ts';
import { createFlow } from './flow-state.ts';
import { safeRedirect } from './redirects.ts';
import { syncProviders } from './user-identities.ts';

const isProvider = (value: string | undefined): value is (typeof OAUTH_PROVIDERS)[number] =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value ?? '');

interface IdentityRow {
  id: string;
  provider: string;
  email: string | null;
}

/**
 * Manual identity linking (`linkIdentity`, `unlinkIdentity`): GoTrue's /user/identities routes,
 * behind "Allow manual linking" (GOTRUE_SECURITY_MANUAL_LINKING_ENABLED, off as on hosted).
 * `getUserIdentities()` needs no route: supabase-js reads the identities of GET /user.
 */
export function identityRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, db } = deps;

  /** requireAuthentication, then requireManualLinkingEnabled, in GoTrue's order. */
  const linkingCaller = async (c: Context<AppEnv>): Promise<string> => {
    const { userId } = await requireSignedIn(c, deps);
    if (!config.GOTRUE_SECURITY_MANUAL_LINKING_ENABLED) throw gotrueError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    return userId;
  };

  // The provider's page (here the local identity provider) with a flow that links to this user.
  app.get('/user/identities/authorize', async (c) => {
    const userId = await linkingCaller(c);
    const provider = c.req.query('provider');
    if (!isProvider(provider)) {
      throw gotrueError(400, 'validation_failed', `Unsupported provider: provider ${provider ?? ''} is not enabled`.trim());
    }
    const challenge = c.req.query('code_challenge') ?? null;
    if (challenge !== null && !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
      throw gotrueError(400, 'validation_failed', 'code challenge has invalid format');
    }
    const flowId = await db.transaction(null, async (tx) => {
      const id = await createFlow(tx, {
        provider,
        method: 'oauth',
        codeChallenge: challenge,
        codeChallengeMethod: c.req.query('code_challenge_method') ?? 's256',
        redirectTo: safeRedirect(config, c.req.query('redirect_to')),
      });
      await tx.query('update auth.flow_state set linking_target_id = $2 where id = $1', [id, userId]);
      return id;
    });
    const url = `${config.apiExternalUrl}/auth/v1/idp?flow=${flowId}`;
    if (c.req.query('skip_http_redirect') === 'true') return c.json({ url });
    return c.redirect(url, 302);
  });

  app.delete('/user/identities/:identityId', async (c) => {
    const userId = await linkingCaller(c);
    const parsed = z.uuid().safeParse(c.req.param('identityId'));
    if (!parsed.success) throw gotrueError(404, 'validation_failed', 'identity_id must be an UUID');
    const { aud } = c.get('requestContext').claims;
    if (aud !== 'authenticated' && !(Array.isArray(aud) && aud[0] === 'authenticated')) {
      throw gotrueError(403, 'unexpected_audience', "Token audience doesn't match request audience");
    }
    await db.transaction(null, async (tx) => {
      const identities = (
        await tx.query<IdentityRow>('select id, provider, email from auth.identities where user_id = $1 order by created_at', [userId])
      ).rows;
      if (identities.length <= 1) {
        throw gotrueError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
      }
      const target = identities.find((identity) => identity.id === parsed.data);
      if (!target) throw gotrueError(422, 'identity_not_found', "Identity doesn't exist");
      await tx.query('delete from auth.identities where id = $1', [target.id]);
      await emailFromRemainingIdentities(
        tx,
        userId,
        identities.filter((identity) => identity !== target),
      );
      await syncProviders(tx, userId);
    });
    return c.json({});
  });

  return app;
}

/**
 * GoTrue's UpdateUserEmailFromIdentities: when the unlinked identity held the user's address,
 * the address of a remaining identity takes its place (refused if another user owns it).
 */
async function emailFromRemainingIdentities(tx: Queryable, userId: string, remaining: IdentityRow[]): Promise<void> {
  const current =
    (await tx.query<{ email: string | null }>('select lower(email) as email from auth.users where id = $1', [userId])).rows[0]?.email ??
    null;
  if (current === null || remaining.some((identity) => identity.email === current)) return;
  const next = remaining.find((identity) => identity.email)?.email ?? null;
  if (!next) return;
  const taken = await tx.query('select 1 from auth.users where lower(email) = $1 and id <> $2 and is_sso_user = false', [next, userId]);
  if (taken.rows.length > 0)
    throw gotrueError(422, 'email_conflict_identity_not_deletable', 'Unable to unlink identity due to email conflict');
  await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [userId, next]);
}
