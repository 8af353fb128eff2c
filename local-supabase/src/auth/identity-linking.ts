import { randomInt } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import type { NewIdpAccount } from './idp-accounts.ts';
import { withFragment, withQuery } from './redirects.ts';
import { syncProviders } from './user-identities.ts';
import { findUserByEmail } from './users-repo.ts';

/**
 * A refusal at the end of an OAuth flow. GoTrue's callback does not answer it as JSON: it sends
 * the browser back to redirect_to with error, error_code and error_description (redirectErrors).
 */
export class CallbackRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CallbackRefused';
  }
}

/** GoTrue's getErrorQueryString: these codes are access_denied, else the status's OAuth error name. */
const ACCESS_DENIED_CODES: ReadonlySet<string> = new Set(['signup_disabled', 'user_banned', 'provider_email_needs_verification']);
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Where the browser goes after a refusal: in the fragment always, and the query too for PKCE. */
export function refusalRedirect(redirectTo: string, pkce: boolean, refusal: CallbackRefused): string {
  const params = {
    error: ACCESS_DENIED_CODES.has(refusal.code) ? 'access_denied' : (OAUTH_ERRORS[refusal.status] ?? 'server_error'),
    error_code: refusal.code,
    error_description: refusal.message,
  };
  return withFragment(pkce ? withQuery(redirectTo, params) : redirectTo, params);
}

/** An existing identity chosen on the provider's page cannot be linked again (GoTrue's linkIdentityToUser). */
export async function refuseLinkedIdentity(tx: Queryable, targetUserId: string, identityId: string): Promise<never> {
  const owner = (await tx.query<{ user_id: string }>('select user_id from auth.identities where id = $1', [identityId])).rows[0];
  if (owner?.user_id === targetUserId) throw new CallbackRefused(422, 'identity_already_exists', 'Identity is already linked');
  throw new CallbackRefused(422, 'identity_already_exists', 'Identity is already linked to another user');
}

/**
 * A new provider account joins the user who asked to link it. A user without an e-mail (an
 * anonymous one) takes the identity's verified address and stops being anonymous.
 */
export async function linkNewIdentity(
  config: Config,
  tx: Queryable,
  targetUserId: string,
  provider: string,
  input: NewIdpAccount,
): Promise<string> {
  const providerId = `${Date.now()}${randomInt(100_000, 999_999)}`;
  const identityData = {
    iss: `${config.apiExternalUrl}/auth/v1/idp`,
    sub: providerId,
    provider_id: providerId,
    name: input.name,
    full_name: input.name,
    email: input.email,
    email_verified: true,
    phone_verified: false,
    ...(input.avatarUrl ? { avatar_url: input.avatarUrl, picture: input.avatarUrl } : {}),
  };
  const target = (
    await tx.query<{ email: string | null }>("select nullif(email, '') as email from auth.users where id = $1", [targetUserId])
  ).rows[0];
  if (!target) throw new CallbackRefused(404, 'user_not_found', 'User not found');
  if (target.email === null) {
    const owner = await findUserByEmail(tx, input.email);
    if (owner && owner.id !== targetUserId)
      throw new CallbackRefused(400, 'email_exists', 'A user with this email address has already been registered');
  }
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
    [providerId, targetUserId, JSON.stringify(identityData), provider],
  );
  if (target.email === null) {
    await tx.query(
      `update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()), is_anonymous = false, updated_at = now()
        where id = $1`,
      [targetUserId, input.email],
    );
  }
  await syncProviders(tx, targetUserId);
  return targetUserId;
}
