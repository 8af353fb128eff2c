-- mfe-admin: deleting a member removes the account, not only its profile row.
-- RLS lets an admin delete a public.users row, but the auth.users account would survive: the
-- person could still sign in and re-create an empty profile (users_insert_own). This function
-- deletes the auth account on the server (public.users and everything of theirs follow by
-- on delete cascade), so no service key is needed in the browser. An admin cannot delete
-- their own account here, so the site can never lock its last admin out by a mis-click.

create or replace function public.admin_delete_member(p_user_id uuid) returns boolean
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  if p_user_id is null then
    raise exception 'user id is required' using errcode = '22023';
  end if;
  if p_user_id = (select auth.uid()) then
    raise exception 'an admin cannot delete their own account' using errcode = '22023';
  end if;
  delete from auth.users u where u.id = p_user_id;
  if not found then
    -- A profile row without an account (legacy data): remove the row itself.
    delete from public.users u where u.id = p_user_id;
    if not found then
      raise exception 'member not found' using errcode = 'P0002';
    end if;
  end if;
  return true;
end;
$$;

revoke execute on function public.admin_delete_member(uuid) from public, anon;
grant execute on function public.admin_delete_member(uuid) to authenticated, service_role;
