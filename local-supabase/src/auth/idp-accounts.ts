import { randomInt } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import type { IdpAccount } from './idp-page.ts';
import { createUser, findUserByEmail } from './users-repo.ts';

export interface NewIdpAccount {
  name: string;
  email: string;
  avatarUrl: string | null;
}

export async function listIdpAccounts(tx: Queryable, provider: string): Promise<IdpAccount[]> {
  const result = await tx.query<IdpAccount>(
    `select id::text as identity_id, coalesce(identity_data ->> 'name', identity_data ->> 'full_name', '') as name,
            coalesce(identity_data ->> 'email', '') as email, identity_data ->> 'avatar_url' as avatar_url
       from auth.identities where provider = $1 order by created_at`,
    [provider],
  );
  return result.rows;
}

/** The user behind an existing identity of this provider (its sign-in is recorded). */
export async function userOfIdentity(tx: Queryable, provider: string, identityId: string): Promise<string | null> {
  const result = await tx.query<{ user_id: string }>(
    `update auth.identities set last_sign_in_at = now(), updated_at = now()
      where id = $1 and provider = $2 returning user_id`,
    [identityId, provider],
  );
  return result.rows[0]?.user_id ?? null;
}

/**
 * A new provider account: linked to the user with the same e-mail when there
 * is one (GoTrue links verified e-mails), otherwise a new confirmed user with
 * the metadata GoTrue copies from the provider (name, avatar_url, …).
 */
export async function createIdpAccount(config: Config, tx: Queryable, provider: string, input: NewIdpAccount): Promise<string> {
  // Providers' subject ids are long digit strings; any unique value will do.
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
  const existing = await findUserByEmail(tx, input.email);
  if (existing) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
      [providerId, existing.id, JSON.stringify(identityData), provider],
    );
    await tx.query(
      `update auth.users set raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
         (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(
            coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || jsonb_build_array($2::text)) p)),
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1`,
      [existing.id, provider],
    );
    return existing.id;
  }
  return createUser(tx, {
    email: input.email,
    passwordHash: null,
    confirmed: true,
    userMetadata: identityData,
    appMetadata: {},
    provider,
    providerId,
    identityData,
  });
}
