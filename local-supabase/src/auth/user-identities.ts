import type { Queryable } from '../db/types.ts';

/**
 * GoTrue's UpdateAppMetaDataProviders: app_metadata.providers lists the providers of the
 * user's identities (oldest first) and `provider` names the first; an anonymous user keeps none.
 */
export async function syncProviders(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || p.patch, updated_at = now()
       from (select case when count(*) = 0 then '{}'::jsonb
                    else jsonb_build_object('provider', (array_agg(provider order by first_at))[1],
                                            'providers', jsonb_agg(provider order by first_at)) end as patch
               from (select provider, min(created_at) as first_at from auth.identities where user_id = $1 group by provider) i) p
      where u.id = $1`,
    [userId],
  );
}

/**
 * An e-mail address becomes the user's, confirmed (GoTrue's emailChangeVerify): the email
 * identity is created or updated, the providers follow, and an anonymous user stops being one.
 */
export async function adoptEmail(tx: Queryable, userId: string, email: string): Promise<void> {
  await tx.query(
    `update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()), email_change = '',
       email_change_token_new = '', is_anonymous = false, updated_at = now() where id = $1`,
    [userId, email],
  );
  const updated = await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
      where user_id = $1 and provider = 'email' returning id`,
    [userId, email],
  );
  if (updated.rows.length === 0) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true, 'phone_verified', false),
         'email', now(), now(), now())`,
      [userId, email],
    );
  }
  await syncProviders(tx, userId);
}

/**
 * The admin API sets an address (GoTrue's adminUserUpdate): the email identity follows with
 * email_verified = email_confirm, is created when missing, and a confirmed address converts an
 * anonymous user. Confirmation itself is email_confirm's business, not the address's.
 */
export async function setEmailByAdmin(tx: Queryable, userId: string, email: string, confirm: boolean): Promise<void> {
  await tx.query('update auth.users set email = $2 where id = $1', [userId, email]);
  const updated = await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean), updated_at = now()
      where user_id = $1 and provider = 'email' returning id`,
    [userId, email, confirm],
  );
  if (updated.rows.length === 0) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean, 'phone_verified', false),
         'email', now(), now(), now())`,
      [userId, email, confirm],
    );
    await syncProviders(tx, userId);
  }
  if (confirm) await tx.query('update auth.users set is_anonymous = false where id = $1', [userId]);
}

/**
 * GoTrue's soft delete: the row stays with deleted_at, its address, phone, password and
 * metadata gone (so the address can sign up again), identities anonymised, sessions and
 * factors deleted. The user is then "not found" everywhere.
 */
export async function softDeleteUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email = null, phone = null, email_change = '', phone_change = '', encrypted_password = null,
       confirmation_token = '', recovery_token = '', email_change_token_new = '', email_change_token_current = '',
       phone_change_token = '', reauthentication_token = '', raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb,
       deleted_at = now(), updated_at = now()
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set provider_id = 'deleted:' || id::text, identity_data = jsonb_build_object('sub', 'deleted:' || id::text), updated_at = now()
      where user_id = $1`,
    [userId],
  );
  await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  await tx.query('delete from auth.mfa_factors where user_id = $1', [userId]);
}
