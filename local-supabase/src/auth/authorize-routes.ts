import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/types.ts';
import type { AppEnv } from '../http/context.ts';
import { gotrueError } from '../http/api-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { createFlow, issueAuthCode } from './flow-state.ts';
import { createIdpAccount, listIdpAccounts, userOfIdentity } from './idp-accounts.ts';
import { CallbackRefused, linkNewIdentity, refuseLinkedIdentity, refusalRedirect } from './identity-linking.ts';
import { idpErrorPage, idpPage, providerLabel } from './idp-page.ts';
import { normaliseEmail } from './input.ts';
import { safeRedirect, withFragment, withQuery } from './redirects.ts';
import { startSession } from './sessions.ts';
import { findUserByEmail, isBanned } from './users-repo.ts';

const signupRefused = () => new CallbackRefused(422, 'signup_disabled', 'Signups not allowed for this instance');

export const OAUTH_PROVIDERS = ['google', 'github', 'facebook'] as const;
const isProvider = (value: string | undefined): value is (typeof OAUTH_PROVIDERS)[number] =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value ?? '');

interface OpenFlow {
  id: string;
  provider_type: string;
  code_challenge: string | null;
  redirect_to: string;
  /** Set by GET /user/identities/authorize: the identity joins this user (identity-linking.ts). */
  linking_target_id: string | null;
}

const FlowId = z.uuid();
const CreateForm = z.object({
  flow: FlowId,
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().min(3).max(255),
  avatar_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2048)]).optional(),
});
const ChooseForm = z.object({ flow: FlowId, identity_id: z.uuid() });

export function authorizeRoutes(deps: AuthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { config, db } = deps;

  /** A started, unfinished OAuth flow no older than ten minutes. */
  const openFlow = async (id: string): Promise<OpenFlow | null> =>
    db.transaction(null, async (tx) => {
      const result = await tx.query<OpenFlow>(
        `select id, provider_type, code_challenge, coalesce(redirect_to, '') as redirect_to, linking_target_id from auth.flow_state
          where id = $1 and authentication_method = 'oauth' and auth_code is null and user_id is null
            and created_at > now() - interval '10 minutes'`,
        [id],
      );
      return result.rows[0] ?? null;
    });

  const refuse = (c: Context<AppEnv>, message: string): Response | Promise<Response> => c.html(idpErrorPage(message), 400);

  /** Sends the browser back to the app: `?code=` for PKCE, a session in the fragment otherwise. */
  const finish = async (c: Context<AppEnv>, flow: OpenFlow, pickUser: (tx: Queryable) => Promise<string | null>): Promise<Response> => {
    const refused = (error: unknown): string => {
      if (error instanceof CallbackRefused) return refusalRedirect(flow.redirect_to, flow.code_challenge !== null, error);
      throw error;
    };
    const target = await db
      .transaction(null, async (tx) => {
        const userId = await pickUser(tx);
        if (!userId) return null;
        if (await isBanned(tx, userId)) {
          return withFragment(flow.redirect_to, { error: 'access_denied', error_code: 'user_banned', error_description: 'User is banned' });
        }
        if (flow.code_challenge) return withQuery(flow.redirect_to, { code: await issueAuthCode(tx, flow.id, userId) });
        await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
        const session = await startSession(config, tx, userId, 'oauth');
        return withFragment(flow.redirect_to, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          provider_token: '',
        });
      })
      .catch(refused);
    return target ? c.redirect(target, 302) : refuse(c, 'ไม่พบบัญชีนี้ / Unknown account');
  };

  app.get('/authorize', async (c) => {
    const provider = c.req.query('provider');
    if (!isProvider(provider)) {
      throw gotrueError(400, 'validation_failed', `Unsupported provider: provider ${provider ?? ''} is not enabled`.trim());
    }
    const challenge = c.req.query('code_challenge') ?? null;
    if (challenge !== null && !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
      throw gotrueError(400, 'validation_failed', 'code challenge has invalid format');
    }
    const flowId = await db.transaction(null, (tx) =>
      createFlow(tx, {
        provider,
        method: 'oauth',
        codeChallenge: challenge,
        codeChallengeMethod: c.req.query('code_challenge_method') ?? 's256',
        redirectTo: safeRedirect(config, c.req.query('redirect_to')),
      }),
    );
    return c.redirect(`${config.apiExternalUrl}/auth/v1/idp?flow=${flowId}`, 302);
  });

  app.get('/idp', async (c) => {
    const parsed = FlowId.safeParse(c.req.query('flow'));
    const flow = parsed.success ? await openFlow(parsed.data) : null;
    if (!flow) return refuse(c, 'ลิงก์เข้าสู่ระบบหมดอายุหรือไม่ถูกต้อง / This sign-in link is invalid or has expired');
    const accounts = await db.transaction(null, (tx) => listIdpAccounts(tx, flow.provider_type));
    const cancel = withFragment(flow.redirect_to, {
      error: 'access_denied',
      error_description: `${providerLabel(flow.provider_type)} sign-in cancelled`,
    });
    return c.html(idpPage(flow.id, flow.provider_type, accounts, cancel));
  });

  app.post('/idp/choose', async (c) => {
    const form = ChooseForm.safeParse(await c.req.parseBody());
    const flow = form.success ? await openFlow(form.data.flow) : null;
    if (!form.success || !flow) return refuse(c, 'คำขอไม่ถูกต้องหรือหมดอายุ / Invalid or expired request');
    const linkingTarget = flow.linking_target_id;
    if (linkingTarget) return finish(c, flow, (tx) => refuseLinkedIdentity(tx, linkingTarget, form.data.identity_id));
    return finish(c, flow, (tx) => userOfIdentity(tx, flow.provider_type, form.data.identity_id));
  });

  app.post('/idp/create', async (c) => {
    const form = CreateForm.safeParse(await c.req.parseBody());
    const flow = form.success ? await openFlow(form.data.flow) : null;
    if (!form.success || !flow) return refuse(c, 'ข้อมูลไม่ถูกต้องหรือคำขอหมดอายุ / Invalid form or expired request');
    const email = normaliseEmail(form.data.email);
    const account = { name: form.data.name, email, avatarUrl: form.data.avatar_url || null };
    const linkingTarget = flow.linking_target_id;
    if (linkingTarget) return finish(c, flow, (tx) => linkNewIdentity(config, tx, linkingTarget, flow.provider_type, account));
    return finish(c, flow, async (tx) => {
      // A provider account that would be a new user is refused while sign-ups are disabled.
      if (config.GOTRUE_DISABLE_SIGNUP && !(await findUserByEmail(tx, email))) throw signupRefused();
      return createIdpAccount(config, tx, flow.provider_type, account);
    });
  });

  return app;
}
