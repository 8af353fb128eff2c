import type { Context } from 'hono';
import { z } from 'zod';
import { gotrueError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { OAUTH_PROVIDERS } from './authorize-routes.ts';
import { parseBody } from './input.ts';

const IdTokenGrant = z
  .object({
    provider: z.string().optional(),
    id_token: z.string().optional(),
    issuer: z.string().optional(),
    client_id: z.string().optional(),
  })
  .loose();

/** The issuers GoTrue's IdTokenGrant knows by provider name (token_oidc.go). */
const ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  keycloak: '',
  kakao: 'https://kauth.kakao.com',
};

/**
 * POST /token?grant_type=id_token (`signInWithIdToken`). GoTrue verifies the token with the provider's published keys;
 * this server is offline and its identity provider (the account chooser) issues no ID tokens, so no token verifies
 * here: an enabled provider answers GoTrue's `Bad ID token`, any other GoTrue's `provider_disabled` wording.
 */
export async function idTokenGrant(c: Context<AppEnv>): Promise<Response> {
  const body = await parseBody(c, IdTokenGrant);
  if (!body.id_token) throw gotrueError(400, 'validation_failed', 'id_token must be non-empty');
  const provider = body.provider ?? '';
  if (!(provider in ISSUERS)) {
    throw gotrueError(400, 'validation_failed', `Custom OIDC provider "${body.issuer ?? provider}" not allowed`);
  }
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(provider)) {
    throw gotrueError(400, 'provider_disabled', `Provider (issuer "${ISSUERS[provider] ?? ''}") is not enabled`);
  }
  throw gotrueError(400, 'validation_failed', 'Bad ID token');
}
