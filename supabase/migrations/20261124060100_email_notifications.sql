-- E-mail notifications (issue 20 item 6, decision 0035): welcome, enrolment, receipt, certificate,
-- reply to your question, and a weekly "continue where you left off". The database decides and
-- renders every e-mail (email_templates migration) and queues it in email_outbox; a sender
-- (local-supabase's worker, or the hosted project's scheduled function) only delivers rows.
--
-- Every kind but the receipt can be switched off per member: in the profile (notification_
-- preferences, their own rows) or, without signing in, by the signed link each e-mail carries.
-- queue_email() reads the preference when it queues; switching a kind off also cancels what is
-- queued and not yet sent. Receipts are transactional (a payment record) and always sent.

-- ── the outbox learns the new kinds ─────────────────────────────────────────────────────────
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox add constraint email_outbox_kind_check
  check (kind in ('welcome', 'enrollment', 'receipt', 'certificate', 'qa_reply', 'continue_learning'));
alter table public.email_outbox
  -- Whose e-mail it is (null for a deleted account); preferences and cancelling go by it.
  add column user_id uuid references public.users (id) on delete set null,
  -- One e-mail per event: a second queueing of the same event is dropped (e.g. the weekly job run
  -- twice in a week, a certificate trigger fired again).
  add column dedupe_key text unique check (char_length(dedupe_key) <= 200),
  -- Set when the member switched the kind off before the row was sent: never sent then.
  add column cancelled_at timestamptz;
create index email_outbox_user_kind_idx on public.email_outbox (user_id, kind) where sent_at is null;

-- ── preferences ─────────────────────────────────────────────────────────────────────────────
-- No row = subscribed (the default for every optional kind).
create table public.notification_preferences (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  kind text not null check (kind in ('welcome', 'enrollment', 'certificate', 'qa_reply', 'continue_learning')),
  subscribed boolean not null,
  updated_at timestamptz not null default now(),
  -- Where the last change came from: the profile page or an e-mail's unsubscribe link.
  source text not null default 'profile' check (source in ('profile', 'email_link')),
  primary key (user_id, kind)
);
alter table public.notification_preferences enable row level security;
revoke insert, update, delete on public.notification_preferences from anon, authenticated;
-- update (kind) too: an upsert names every column it sends; the trigger keeps kind and owner fixed.
grant insert (kind, subscribed), update (kind, subscribed) on public.notification_preferences to authenticated;

create policy notification_preferences_select_own_or_admin on public.notification_preferences
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy notification_preferences_insert_own on public.notification_preferences
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_member()));
create policy notification_preferences_update_own on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_member()))
  with check (user_id = (select auth.uid()));

create or replace function public.prepare_notification_preference() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    new.kind := old.kind;
  end if;
  -- The unsubscribe functions say where the change came from; a browser's write is the profile's.
  new.source := coalesce(nullif(current_setting('riancode.preference_source', true), ''), 'profile');
  return new;
end;
$$;

-- Switching a kind off also stops what is already queued for it.
create or replace function public.cancel_unsubscribed_mail() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if not new.subscribed then
    update public.email_outbox o set cancelled_at = now()
    where o.user_id = new.user_id and o.kind = new.kind and o.sent_at is null and o.cancelled_at is null;
  end if;
  return null;
end;
$$;

create trigger notification_preferences_prepare before insert or update on public.notification_preferences
  for each row execute function public.prepare_notification_preference();
create trigger notification_preferences_cancel_mail after insert or update of subscribed on public.notification_preferences
  for each row execute function public.cancel_unsubscribed_mail();

-- ── signed unsubscribe links ────────────────────────────────────────────────────────────────
-- The key never leaves the database: no browser role may read this table, and only definer
-- functions use it. Token = <user id>.<kind>.<first 32 hex of HMAC-SHA256(key, "<user id>.<kind>")>:
-- it names one member and one kind, cannot be forged for another, and needs no sign-in.
create table public.email_signing_keys (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32),
  created_at timestamptz not null default now()
);
alter table public.email_signing_keys enable row level security;
revoke all on public.email_signing_keys from anon, authenticated;
insert into public.email_signing_keys default values;

create or replace function public.email_unsubscribe_token(p_user_id uuid, p_kind text) returns text
language sql stable security definer set search_path = ''
as $$
  select p_user_id::text || '.' || p_kind || '.' || left(encode(
    extensions.hmac(convert_to(p_user_id::text || '.' || p_kind, 'UTF8'), k.secret, 'sha256'), 'hex'), 32)
  from public.email_signing_keys k where k.id;
$$;

-- The member and kind a token names, or nothing when it is malformed or its signature is wrong.
create or replace function public.email_token_subject(p_token text, out user_id uuid, out kind text)
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_parts text[] := string_to_array(coalesce(p_token, ''), '.');
  v_user uuid;
begin
  if array_length(v_parts, 1) <> 3 or v_parts[1] !~ '^[0-9a-f-]{36}$'
     or v_parts[2] not in ('welcome', 'enrollment', 'certificate', 'qa_reply', 'continue_learning') then
    return;
  end if;
  v_user := v_parts[1]::uuid;
  if public.email_unsubscribe_token(v_user, v_parts[2]) = p_token then
    user_id := v_user;
    kind := v_parts[2];
  end if;
end;
$$;

-- The unsubscribe page: what the link is about, then the member's choice. Anyone holding the
-- link may use it (that is the point of the link); a bad link is `token_invalid`.
create or replace function public.email_subscription_by_token(p_token text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_subject record;
begin
  select * into v_subject from public.email_token_subject(p_token);
  if v_subject.user_id is null or not exists (select 1 from public.users u where u.id = v_subject.user_id) then
    raise exception 'token_invalid' using errcode = 'P0001';
  end if;
  return jsonb_build_object(
    'kind', v_subject.kind,
    'subscribed', coalesce((
      select p.subscribed from public.notification_preferences p
      where p.user_id = v_subject.user_id and p.kind = v_subject.kind
    ), true)
  );
end;
$$;

create or replace function public.set_email_subscription_by_token(p_token text, p_subscribed boolean) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_subject record;
begin
  select * into v_subject from public.email_token_subject(p_token);
  if v_subject.user_id is null or not exists (select 1 from public.users u where u.id = v_subject.user_id) then
    raise exception 'token_invalid' using errcode = 'P0001';
  end if;
  if p_subscribed is null then
    raise exception 'subscribed_required' using errcode = 'P0001';
  end if;
  perform set_config('riancode.preference_source', 'email_link', true);
  insert into public.notification_preferences (user_id, kind, subscribed)
  values (v_subject.user_id, v_subject.kind, p_subscribed)
  on conflict (user_id, kind) do update set subscribed = excluded.subscribed;
  perform set_config('riancode.preference_source', '', true);
  return jsonb_build_object('kind', v_subject.kind, 'subscribed', p_subscribed);
end;
$$;

revoke execute on function public.email_unsubscribe_token(uuid, text), public.email_token_subject(text)
  from public, anon, authenticated;
grant execute on function public.email_subscription_by_token(text), public.set_email_subscription_by_token(text, boolean)
  to anon, authenticated, service_role;
