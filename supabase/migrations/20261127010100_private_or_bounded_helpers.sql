-- Decision 0042, finished: the helpers of checks, defaults and triggers. Each either loses EXECUTE
-- for the API roles (nothing that runs as the caller needs it: its callers are security-definer
-- functions, or a trigger made one here) or, where a check constraint or a storage policy runs it
-- as the caller, refuses oversized input with 22023 before any work.
-- (Supabase's default privileges grant EXECUTE on new functions to anon and authenticated, hence
-- the explicit revokes; service_role keeps its grant for operators and Edge Functions.)

-- 1. Private: called only by security-definer functions.
--   level_from_metadata      ← handle_new_auth_user (definer trigger on auth.users)
--   thai_id_is_valid         ← admin_update_site_settings (definer)
--   html_escape              ← fulfil_paid_order (definer), email_compose (reached only through queue_email, definer)
--   email_kind_label         ← email_compose (same)
--   normalize_quiz_answer    ← quiz_answer_is_correct via grade_quiz_attempt, admin_save_quiz (definers)
--   slugify, default_article_slug ← the articles slug trigger, a definer from here on (below)
-- The slug trigger only fills NEW.slug from NEW.title and NEW.id (no table read, no write), so
-- running it as its owner gives an admin nothing; it keeps its empty search_path.
alter function public.prepare_article_slug() security definer;

revoke execute on function
  public.level_from_metadata(jsonb),
  public.thai_id_is_valid(text),
  public.html_escape(text),
  public.email_kind_label(text),
  public.normalize_quiz_answer(text),
  public.slugify(text),
  public.default_article_slug(text, bigint)
  from public, anon, authenticated;
grant execute on function
  public.level_from_metadata(jsonb),
  public.thai_id_is_valid(text),
  public.html_escape(text),
  public.email_kind_label(text),
  public.normalize_quiz_answer(text),
  public.slugify(text),
  public.default_article_slug(text, bigint)
  to service_role;

-- 2. Bounded: run as the caller by check constraints or storage policies, so they keep the grant.

-- users.website/linkedin/github checks (a member's own PATCH). The columns hold at most 2048
-- characters (their own checks) and the profile form stops there too.
create or replace function public.is_web_url(p_value text) returns boolean
language plpgsql immutable set search_path = ''
as $$
begin
  if char_length(p_value) > 2048 then
    raise exception 'p_value is longer than 2048 characters' using errcode = '22023';
  end if;
  return p_value ~* '^https?://[^[:space:]/$.?#][^[:space:]]+$';
end;
$$;

-- users.avatar_url check (a member's own PATCH); same 2048 characters as the column.
create or replace function public.is_acceptable_avatar_url(p_user_id uuid, p_value text) returns boolean
language plpgsql immutable set search_path = ''
as $$
begin
  if char_length(p_value) > 2048 then
    raise exception 'p_value is longer than 2048 characters' using errcode = '22023';
  end if;
  return p_value ~* '^https://[^[:space:]/$.?#][^[:space:]]+$'
    or p_value ~ ('^https?://[^[:space:]/]+/storage/v1/object/public/avatars/' || p_user_id::text || '/[^[:space:]/]+$');
end;
$$;

-- From 20261124010200_avatars_bucket.sql: a provider's picture that cannot be kept is dropped at
-- sign-up rather than refusing the account — now also one too long for the column, which the
-- bounded check above would refuse.
create or replace function public.drop_unacceptable_avatar_url() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.avatar_url is not null
    and (char_length(new.avatar_url) > 2048 or not public.is_acceptable_avatar_url(new.id, new.avatar_url)) then
    new.avatar_url := null;
  end if;
  return new;
end;
$$;

-- The lesson-videos bucket's select policy on storage.objects (every reader's list or download).
-- An object name is at most 1024 bytes (Storage's key limit, as payment_slip_name_checked).
create or replace function public.lesson_video_lesson_id(p_name text) returns bigint
language plpgsql immutable set search_path = ''
as $$
begin
  if octet_length(p_name) > 1024 then
    raise exception 'p_name is longer than 1024 bytes (a Storage object name)' using errcode = '22023';
  end if;
  return case when (storage.foldername(p_name))[1] ~ '^[0-9]{1,18}$'
    then (storage.foldername(p_name))[1]::bigint end;
end;
$$;

-- lesson_exercises.tests and lesson_exercise_hidden_tests.tests checks (an admin's write). The
-- columns hold at most 131072 bytes (the same checks); larger is refused before it is walked.
create or replace function public.exercise_tests_are_valid(p_tests jsonb) returns boolean
language plpgsql immutable set search_path = ''
as $$
begin
  if octet_length(p_tests::text) > 131072 then
    raise exception 'p_tests is larger than 131072 bytes' using errcode = '22023';
  end if;
  return coalesce(
    jsonb_typeof(p_tests) = 'array'
      and jsonb_array_length(p_tests) between 1 and 20
      and not exists (
        select 1 from jsonb_array_elements(p_tests) t
        where jsonb_typeof(t) <> 'object'
          or jsonb_typeof(t -> 'name') is distinct from 'string'
          or jsonb_typeof(t -> 'code') is distinct from 'string'
          or char_length(btrim(t ->> 'name')) not between 1 and 200
          or char_length(t ->> 'code') > 20000
          or exists (select 1 from jsonb_object_keys(t) k where k not in ('name', 'code'))
      ),
    false);
end;
$$;
