-- The unsubscribe link of the instructor and admin e-mails (instructor_question, instructor_review,
-- course_returned, course_submitted; migration 20261127050300) was refused as `token_invalid`:
-- email_token_subject still knew only the learners' five kinds. Decision 0060.
--
-- The signature is what makes a token valid (it is issued only for a kind sent with an unsubscribe
-- footer); the kind is now checked for its shape and for not being the receipt (transactional,
-- never unsubscribable), so a kind another migration adds is unsubscribable without touching this
-- again. notification_preferences' own check still names every kind a preference may hold.
create or replace function public.email_token_subject(p_token text, out user_id uuid, out kind text)
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_parts text[] := string_to_array(coalesce(p_token, ''), '.');
  v_user uuid;
begin
  if octet_length(coalesce(p_token, '')) > 200 or array_length(v_parts, 1) <> 3
     or v_parts[1] !~ '^[0-9a-f-]{36}$' or v_parts[2] !~ '^[a-z_]{1,40}$' or v_parts[2] = 'receipt' then
    return;
  end if;
  v_user := v_parts[1]::uuid;
  if public.email_unsubscribe_token(v_user, v_parts[2]) = p_token then
    user_id := v_user;
    kind := v_parts[2];
  end if;
end;
$$;
