-- Members' identity fields belong to the server (issue: members' trust).
--
-- users.email is a copy of the sign-in account's address for display (sync_auth_user_email keeps
-- it in step). A member could PATCH it to anyone's address and, in the admin members table, look
-- like that person. From now on only trusted code writes it: a profile row created by its owner
-- takes the address from the caller's token, and no API caller (admins included) may change it;
-- an e-mail change goes through the auth service's confirmed e-mail change instead.
--
-- Profile links are shown as links, so they must be web addresses: javascript: or data: URLs
-- would run in the reader's page. The form checks the same pattern (shared profileSchema).

create or replace function public.guard_user_row() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    -- The address is the token's, whoever the caller claims to be creating.
    new.email := (select auth.jwt()) ->> 'email';
    if public.is_admin() then
      return new;
    end if;
    -- A profile created by its owner always starts as a plain, active member with no points.
    new.role := 'user';
    new.points := 0;
    new.status := 'active';
    new.created_at := now();
    return new;
  end if;
  if new.email is distinct from old.email then
    raise exception 'the e-mail address follows the sign-in account'
      using errcode = '42501', hint = 'Change it through the auth service (updateUser) and confirm the link.';
  end if;
  if public.is_admin() then
    return new;
  end if;
  if new.role is distinct from old.role
    or new.points is distinct from old.points
    or new.status is distinct from old.status then
    raise exception 'only an admin may change role, points or status'
      using errcode = '42501';
  end if;
  new.created_at := old.created_at;
  return new;
end;
$$;

-- http(s) only, no white space, as the profile form checks.
create or replace function public.is_web_url(p_value text) returns boolean
language sql immutable set search_path = ''
as $$
  select p_value ~* '^https?://[^[:space:]/$.?#][^[:space:]]+$';
$$;

alter table public.users
  add constraint users_website_is_web_url check (website is null or public.is_web_url(website)),
  add constraint users_linkedin_is_web_url check (linkedin is null or public.is_web_url(linkedin)),
  add constraint users_github_is_web_url check (github is null or public.is_web_url(github));
