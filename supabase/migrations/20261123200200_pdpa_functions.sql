-- PDPA, part 3: consent, export and deletion, decided by the database. Decision 0027.

-- The current (newest published) version of a kind, or null before any is published.
create or replace function public.current_legal_version(p_kind text) returns integer
language sql stable security definer set search_path = ''
as $$
  select max(d.version) from public.legal_documents d where d.kind = p_kind and d.published_at <= now();
$$;

-- Inserts the two consents if, and only if, the versions are the current ones. Internal: the
-- callers (record_consent and the sign-up trigger) decide who the member is.
create or replace function public.insert_current_consents(
  p_user_id uuid, p_terms_version integer, p_privacy_version integer, p_method text
) returns boolean
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if p_terms_version is distinct from public.current_legal_version('terms')
    or p_privacy_version is distinct from public.current_legal_version('privacy') then
    return false;
  end if;
  insert into public.consents (user_id, kind, version, method)
  values (p_user_id, 'terms', p_terms_version, p_method), (p_user_id, 'privacy', p_privacy_version, p_method)
  on conflict on constraint consents_user_kind_version_key do nothing;
  return true;
end;
$$;
revoke execute on function public.insert_current_consents(uuid, integer, integer, text) from public, anon, authenticated;

-- Where the signed-in member stands: 'current' (accepted both current versions), 'outdated'
-- (accepted an older one) or 'none' (never consented: e.g. a first Google sign-in). Also tells
-- the app about a deletion request a sign-in has just cancelled, so it can say so. One small
-- call per session (the shell caches it).
create or replace function public.my_consent_status() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_terms integer := public.current_legal_version('terms');
  v_privacy integer := public.current_legal_version('privacy');
  v_accepted_terms integer;
  v_accepted_privacy integer;
  v_status text;
  v_cancelled timestamptz;
  v_pending timestamptz;
begin
  if v_uid is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  select max(c.version) filter (where c.kind = 'terms'), max(c.version) filter (where c.kind = 'privacy')
    into v_accepted_terms, v_accepted_privacy
  from public.consents c where c.user_id = v_uid;
  v_status := case
    when v_accepted_terms is null and v_accepted_privacy is null then 'none'
    when v_accepted_terms is not distinct from v_terms and v_accepted_privacy is not distinct from v_privacy then 'current'
    else 'outdated'
  end;
  select max(r.cancelled_at) into v_cancelled from public.account_deletion_requests r
  where r.user_id = v_uid and r.cancelled_by = 'signin' and r.cancelled_at > now() - interval '10 minutes';
  select r.scheduled_for into v_pending from public.account_deletion_requests r
  where r.user_id = v_uid and r.cancelled_at is null and r.completed_at is null;
  return jsonb_build_object(
    'status', v_status,
    'terms_version', v_terms,
    'privacy_version', v_privacy,
    'accepted_terms_version', v_accepted_terms,
    'accepted_privacy_version', v_accepted_privacy,
    'deletion_cancelled_at', v_cancelled,
    'deletion_scheduled_for', v_pending
  );
end;
$$;

-- The signed-in member accepts the documents shown to them. The versions they send must be the
-- current ones (22023 otherwise): a browser cannot record consent to a version it made up, nor
-- to an old text after a new one was published.
create or replace function public.record_consent(
  p_terms_version integer, p_privacy_version integer, p_method text
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  -- 'signup' is recorded by the sign-up trigger itself, from the account's metadata.
  if p_method is null or p_method not in ('oauth', 'reconsent') then
    raise exception 'method must be oauth or reconsent' using errcode = '22023';
  end if;
  if not public.insert_current_consents(v_uid, p_terms_version, p_privacy_version, p_method) then
    raise exception 'not the current versions of the documents' using errcode = '22023';
  end if;
  return public.my_consent_status();
end;
$$;

-- E-mail sign-up: the register form sends the versions the member ticked in the account's
-- metadata ({"consent": {"terms": 1, "privacy": 1}}). Recorded only if they are current; if not
-- (a stale page) nothing is recorded and the app asks again at the first sign-in.
create or replace function public.record_signup_consent() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_consent jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb) -> 'consent';
begin
  if jsonb_typeof(v_consent) = 'object'
    and jsonb_typeof(v_consent -> 'terms') = 'number' and jsonb_typeof(v_consent -> 'privacy') = 'number'
    and exists (select 1 from public.users u where u.id = new.id) then
    perform public.insert_current_consents(
      new.id, (v_consent ->> 'terms')::numeric::integer, (v_consent ->> 'privacy')::numeric::integer, 'signup'
    );
  end if;
  return new;
end;
$$;
-- Named to sort after on_auth_user_created, which creates the users row first.
create trigger on_auth_user_created_record_consent after insert on auth.users
  for each row execute function public.record_signup_consent();

-- Every sign-in (a new session stamps last_sign_in_at, in GoTrue as in local-supabase) cancels
-- a pending deletion: coming back within the grace period means "keep my account".
create or replace function public.cancel_deletion_on_sign_in() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.account_deletion_requests r
     set cancelled_at = now(), cancelled_by = 'signin'
   where r.user_id = new.id and r.cancelled_at is null and r.completed_at is null;
  return new;
end;
$$;
create trigger on_auth_user_signed_in_cancel_deletion after update of last_sign_in_at on auth.users
  for each row when (new.last_sign_in_at is distinct from old.last_sign_in_at)
  execute function public.cancel_deletion_on_sign_in();

-- Everything the school holds about the signed-in member, as one JSON document (PDPA's right of
-- access and portability). Order, receipt and slip data are included: they are the member's.
create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object('id', a.id, 'email', a.email, 'created_at', a.created_at,
        'last_sign_in_at', a.last_sign_in_at, 'email_confirmed_at', a.email_confirmed_at)
      from auth.users a where a.id = v_uid
    ),
    'profile', (select to_jsonb(u) from public.users u where u.id = v_uid),
    'consents', coalesce((
      select jsonb_agg(to_jsonb(c) - 'user_id' order by c.accepted_at, c.id) from public.consents c where c.user_id = v_uid
    ), '[]'::jsonb),
    'enrollments', coalesce((
      select jsonb_agg(to_jsonb(e) - 'user_id' || jsonb_build_object('course_title', co.title) order by e.enrolled_at)
      from public.enrollments e join public.courses co on co.id = e.course_id where e.user_id = v_uid
    ), '[]'::jsonb),
    'lesson_progress', coalesce((
      select jsonb_agg(to_jsonb(p) - 'user_id' order by p.completed_at) from public.lesson_progress p where p.user_id = v_uid
    ), '[]'::jsonb),
    'reviews', coalesce((
      select jsonb_agg(to_jsonb(r) - 'user_id' order by r.created_at) from public.reviews r where r.user_id = v_uid
    ), '[]'::jsonb),
    'certificates', coalesce((
      select jsonb_agg(to_jsonb(c) - 'user_id' order by c.issued_at) from public.certificates c where c.user_id = v_uid
    ), '[]'::jsonb),
    'orders', coalesce((
      select jsonb_agg(to_jsonb(o) - 'user_id' order by o.created_at) from public.orders o where o.user_id = v_uid
    ), '[]'::jsonb),
    'receipts', coalesce((
      select jsonb_agg(to_jsonb(rc) order by rc.issued_at)
      from public.receipts rc join public.orders o on o.id = rc.order_id where o.user_id = v_uid
    ), '[]'::jsonb),
    -- The slips' metadata (the images are in Storage, readable by the member in their folder).
    'payment_slips', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'order_id', s.order_id, 'object_path', s.object_path,
        'status', s.status, 'reject_reason', s.reject_reason, 'reviewed_at', s.reviewed_at, 'created_at', s.created_at)
        order by s.created_at)
      from public.payment_slips s where s.user_id = v_uid
    ), '[]'::jsonb),
    'deletion_requests', coalesce((
      select jsonb_agg(to_jsonb(d) - 'user_id' order by d.requested_at) from public.account_deletion_requests d where d.user_id = v_uid
    ), '[]'::jsonb)
  );
end;
$$;

-- "ลบบัญชี": the member re-authenticates (their current password, checked against the account's
-- bcrypt hash; an account without a password — Google only — types the phrase instead), then
-- the account is scheduled for deletion in 7 days. 28000 = wrong password or phrase.
create or replace function public.request_account_deletion(
  p_password text, p_confirmation text, p_keep_name_on_certificates boolean
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_hash text;
  v_row public.account_deletion_requests;
begin
  if v_uid is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  -- The site must never lose its last admin to a self-service deletion: an admin is demoted first.
  if public.is_admin() then
    raise exception 'an admin account cannot request its own deletion' using errcode = '42501';
  end if;
  select a.encrypted_password into v_hash from auth.users a where a.id = v_uid;
  if coalesce(v_hash, '') <> '' then
    if p_password is null or char_length(p_password) > 200
      or extensions.crypt(p_password, v_hash) is distinct from v_hash then
      raise exception 'wrong password' using errcode = '28000';
    end if;
  elsif p_confirmation is distinct from 'ลบบัญชีของฉัน' then
    raise exception 'wrong confirmation phrase' using errcode = '28000';
  end if;
  select * into v_row from public.account_deletion_requests r
  where r.user_id = v_uid and r.cancelled_at is null and r.completed_at is null;
  if found then
    return to_jsonb(v_row) - 'user_id';
  end if;
  insert into public.account_deletion_requests (user_id, scheduled_for, keep_name_on_certificates)
  values (v_uid, now() + interval '7 days', coalesce(p_keep_name_on_certificates, false))
  returning * into v_row;
  return to_jsonb(v_row) - 'user_id';
end;
$$;

create or replace function public.cancel_account_deletion() returns boolean
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  update public.account_deletion_requests r set cancelled_at = now(), cancelled_by = 'member'
   where r.user_id = (select auth.uid()) and r.cancelled_at is null and r.completed_at is null;
  return found;
end;
$$;

-- The worker's one function (local-supabase's deletion worker; on hosted Supabase a pg_cron job,
-- README): deletes every account whose grace period is over. Reviews stay with user_id null (the
-- site shows "ผู้เรียนที่ลบบัญชีแล้ว"); certificates stay verifiable, with the name only if the
-- member chose to keep it; orders and receipts stay as the school's accounting records.
create or replace function public.process_due_account_deletions() returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_request record;
  v_done integer := 0;
begin
  for v_request in
    select r.id, r.user_id, r.keep_name_on_certificates from public.account_deletion_requests r
    where r.cancelled_at is null and r.completed_at is null and r.scheduled_for <= now() and r.user_id is not null
    order by r.scheduled_for
    for update skip locked
  loop
    if v_request.keep_name_on_certificates then
      update public.certificates c set holder_name = u.name
        from public.users u where u.id = c.user_id and c.user_id = v_request.user_id;
    end if;
    update public.account_deletion_requests r set completed_at = now() where r.id = v_request.id;
    delete from auth.users a where a.id = v_request.user_id;
    if not found then
      delete from public.users u where u.id = v_request.user_id;
    end if;
    v_done := v_done + 1;
  end loop;
  return v_done;
end;
$$;

-- What an admin sees per member in the members tab: consent status and a pending deletion.
create or replace function public.admin_member_privacy()
returns table (user_id uuid, consent_status text, deletion_scheduled_for timestamptz)
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_terms integer := public.current_legal_version('terms');
  v_privacy integer := public.current_legal_version('privacy');
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  return query
  select u.id,
    case
      when c.terms is null and c.privacy is null then 'none'
      when c.terms is not distinct from v_terms and c.privacy is not distinct from v_privacy then 'current'
      else 'outdated'
    end,
    d.scheduled_for
  from public.users u
  left join lateral (
    select max(x.version) filter (where x.kind = 'terms') as terms, max(x.version) filter (where x.kind = 'privacy') as privacy
    from public.consents x where x.user_id = u.id
  ) c on true
  left join public.account_deletion_requests d
    on d.user_id = u.id and d.cancelled_at is null and d.completed_at is null;
end;
$$;

revoke execute on function public.current_legal_version(text), public.my_consent_status(),
  public.record_consent(integer, integer, text), public.export_my_data(),
  public.request_account_deletion(text, text, boolean), public.cancel_account_deletion(),
  public.process_due_account_deletions(), public.admin_member_privacy(),
  public.record_signup_consent(), public.cancel_deletion_on_sign_in(), public.prepare_legal_document()
  from public, anon;
grant execute on function public.current_legal_version(text) to anon, authenticated, service_role;
grant execute on function public.my_consent_status(), public.record_consent(integer, integer, text),
  public.export_my_data(), public.request_account_deletion(text, text, boolean), public.cancel_account_deletion(),
  public.admin_member_privacy()
  to authenticated, service_role;
revoke execute on function public.process_due_account_deletions() from authenticated;
grant execute on function public.process_due_account_deletions() to service_role;
