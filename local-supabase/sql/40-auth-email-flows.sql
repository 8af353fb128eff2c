-- The e-mail flows of GoTrue (OTP, magic link, invite, secure e-mail change, reauthentication).
-- A file of its own, not an edit of 10-auth-internals.sql: platform files run once per data
-- directory by name, so only a new file reaches databases bootstrapped before it.

-- The code ({{ .Token }}) each auth e-mail carries beside its link, so the mailbox API can give
-- it to a test or a developer without parsing the body.
alter table auth.local_mailbox add column if not exists otp text;

-- The user object as GoTrue serialises it, now with the e-mail flows' fields (invites, a pending
-- e-mail change, a reauthentication), replacing 10-auth-internals.sql's version.
create or replace function auth.local_user_json(p_user_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', u.id,
    'aud', coalesce(u.aud, 'authenticated'),
    'role', coalesce(u.role, 'authenticated'),
    'email', coalesce(u.email, ''),
    'email_confirmed_at', u.email_confirmed_at,
    'phone', coalesce(u.phone, ''),
    'confirmation_sent_at', u.confirmation_sent_at,
    'confirmed_at', u.email_confirmed_at,
    'recovery_sent_at', u.recovery_sent_at,
    'last_sign_in_at', u.last_sign_in_at,
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'identities', coalesce((
      select jsonb_agg(jsonb_build_object(
        'identity_id', i.id,
        'id', i.provider_id,
        'user_id', i.user_id,
        'identity_data', i.identity_data,
        'provider', i.provider,
        'last_sign_in_at', i.last_sign_in_at,
        'created_at', i.created_at,
        'updated_at', i.updated_at,
        'email', i.identity_data ->> 'email'
      ) order by i.created_at)
      from auth.identities i
      where i.user_id = u.id
    ), '[]'::jsonb),
    'created_at', u.created_at,
    'updated_at', u.updated_at,
    'is_anonymous', coalesce(u.is_anonymous, false)
  )
  -- GoTrue omits banned_until and factors when empty (omitempty).
  || case when u.banned_until is null then '{}'::jsonb else jsonb_build_object('banned_until', u.banned_until) end
  -- The e-mail flows' fields, also omitempty: invites, a pending e-mail change, a reauthentication.
  || jsonb_strip_nulls(jsonb_build_object(
    'invited_at', u.invited_at,
    'new_email', nullif(u.email_change, ''),
    'email_change_sent_at', u.email_change_sent_at,
    'reauthentication_sent_at', u.reauthentication_sent_at
  ))
  || coalesce((
    select jsonb_build_object('factors', jsonb_agg(jsonb_build_object(
      'id', f.id,
      'friendly_name', f.friendly_name,
      'factor_type', f.factor_type,
      'status', f.status,
      'phone', coalesce(f.phone, ''),
      'created_at', f.created_at,
      'updated_at', f.updated_at,
      'last_challenged_at', f.last_challenged_at
    ) order by f.created_at))
    from auth.mfa_factors f
    where f.user_id = u.id
    having count(*) > 0
  ), '{}'::jsonb)
  from auth.users u
  where u.id = p_user_id
$$;
