import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';

/** What auth needs from auth.users; timestamps as text so both engines agree. */
export interface AuthUser {
  id: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  banned: boolean;
  /** Signed in anonymously and not yet converted (an e-mail or an identity added). */
  is_anonymous: boolean;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
}

const COLUMNS = `id, email, phone, encrypted_password, email_confirmed_at::text as email_confirmed_at,
  coalesce(banned_until > now(), false) as banned,
  coalesce(is_anonymous, false) as is_anonymous, raw_app_meta_data, raw_user_meta_data`;

export async function findUserByEmail(tx: Queryable, email: string): Promise<AuthUser | null> {
  const result = await tx.query<AuthUser>(
    `select ${COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false and deleted_at is null limit 1`,
    [email],
  );
  return result.rows[0] ?? null;
}

export async function findUserById(tx: Queryable, id: string): Promise<AuthUser | null> {
  const result = await tx.query<AuthUser>(`select ${COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id]);
  return result.rows[0] ?? null;
}

/** The user object exactly as GoTrue returns it (rendered by auth.local_user_json). */
export async function userJson(tx: Queryable, id: string): Promise<Record<string, unknown>> {
  const result = await tx.query<{ user: Record<string, unknown> | null }>('select auth.local_user_json($1) as "user"', [id]);
  const user = result.rows[0]?.user;
  if (!user) throw new Error(`user ${id} vanished`);
  return user;
}

/** GoTrue's IsBanned: banned_until lies in the future. */
export async function isBanned(tx: Queryable, id: string): Promise<boolean> {
  const result = await tx.query<{ banned: boolean }>(
    'select coalesce(banned_until > now(), false) as banned from auth.users where id = $1',
    [id],
  );
  return result.rows[0]?.banned ?? false;
}

export interface NewUser {
  /** A caller's id (the admin API's `id`); a new UUID otherwise. */
  id?: string;
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  provider: string;
  /** The provider's own id for the account (email: the user id). */
  providerId?: string;
  identityData?: Record<string, unknown>;
}

/** Inserts auth.users and its first identity; the schema's trigger then creates public.users. */
export async function createUser(tx: Queryable, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  const appMetadata = { provider: user.provider, providers: [user.provider], ...user.appMetadata };
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
       phone_change, phone_change_token, reauthentication_token,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, '', '', '', '', '', '', '', '', $5::jsonb, $6::jsonb, false, now(), now(), false, false)`,
    [id, user.email, user.passwordHash ?? '', user.confirmed, JSON.stringify(appMetadata), JSON.stringify(user.userMetadata)],
  );
  const identityData = user.identityData ?? { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
    [user.providerId ?? id, id, JSON.stringify(identityData), user.provider],
  );
  return id;
}
