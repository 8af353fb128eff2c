-- Admin power needs a second factor (issue 18 item 4, decision 0028). A stolen admin password
-- alone gives an aal1 session; only a session that verified a TOTP code carries aal2 in its JWT.
-- Every admin policy, admin function and guard trigger asks is_admin(), so they all follow.
-- Service role and the table owner do not go through is_admin() and are unaffected.

-- Whether the caller's profile is an active admin at any assurance level. The admin area uses
-- it to know it must ask for the authenticator code (or offer enrolment) instead of saying
-- "not an admin". It grants nothing by itself.
create or replace function public.is_admin_account() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.users u
    where u.id = (select auth.uid()) and u.role = 'admin' and u.status = 'active'
  );
$$;

revoke all on function public.is_admin_account() from public;
grant execute on function public.is_admin_account() to anon, authenticated, service_role;

-- Same signature as before, so every policy that calls it keeps working; only the body changes.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal' = 'aal2', false)
    and public.is_admin_account();
$$;
