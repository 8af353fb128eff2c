-- The RianCode schema, part 5: functions for the admin area. Each one checks is_admin() first
-- and answers 42501 otherwise; anon may not even execute them.

create or replace function public.admin_stats() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'members', (select count(*) from public.users),
    'active_members', (select count(*) from public.users u where u.status = 'active'),
    'courses', (select count(*) from public.courses),
    'published_courses', (select count(*) from public.courses c where c.status = 'published'),
    'enrollments', (select count(*) from public.enrollments),
    'articles', (select count(*) from public.articles),
    'published_articles', (select count(*) from public.articles a where a.status = 'published')
  );
end;
$$;

-- Weekly series cover the last 12 weeks (weeks start on Monday, 'YYYY-MM-DD'), zero-filled;
-- popular_courses is the all-time top 5 by enrollments.
create or replace function public.admin_analytics() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_first timestamptz := date_trunc('week', now()) - interval '11 weeks';
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  return (
    with weeks as (
      select w as week_start
      from pg_catalog.generate_series(v_first, date_trunc('week', now()), interval '1 week') as w
    )
    select jsonb_build_object(
      'signups_per_week', (
        select jsonb_agg(jsonb_build_object(
          'week', to_char(wk.week_start, 'YYYY-MM-DD'),
          'count', (select count(*) from public.users u
                    where u.created_at >= wk.week_start and u.created_at < wk.week_start + interval '1 week')
        ) order by wk.week_start)
        from weeks wk
      ),
      'enrollments_per_week', (
        select jsonb_agg(jsonb_build_object(
          'week', to_char(wk.week_start, 'YYYY-MM-DD'),
          'count', (select count(*) from public.enrollments e
                    where e.enrolled_at >= wk.week_start and e.enrolled_at < wk.week_start + interval '1 week')
        ) order by wk.week_start)
        from weeks wk
      ),
      'popular_courses', (
        select coalesce(jsonb_agg(jsonb_build_object(
          'course_id', p.id, 'title', p.title, 'students', p.students
        ) order by p.students desc, p.id), '[]'::jsonb)
        from (
          select c.id, c.title, count(e.id)::integer as students
          from public.courses c
          left join public.enrollments e on e.course_id = c.id
          group by c.id, c.title
          order by students desc, c.id
          limit 5
        ) p
      )
    )
  );
end;
$$;

-- Creates a confirmed e-mail account and its profile without a service key in the browser.
-- The auth.users trigger makes the public.users row; level and role are set afterwards.
create or replace function public.admin_create_member(
  p_email text,
  p_password text,
  p_name text default null,
  p_level integer default 1,
  p_role text default 'user'
) returns public.users
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_email text := lower(trim(coalesce(p_email, '')));
  v_name text := nullif(trim(coalesce(p_name, '')), '');
  v_id uuid := gen_random_uuid();
  v_now timestamptz := now();
  v_row public.users;
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_email) > 255 then
    raise exception 'invalid email address' using errcode = '22023';
  end if;
  -- GoTrue's rule: bcrypt reads at most 72 bytes, so longer passwords are refused, not cut.
  if p_password is null or char_length(p_password) < 6 or octet_length(p_password) > 72 then
    raise exception 'password must be at least 6 characters and at most 72 bytes' using errcode = '22023';
  end if;
  if char_length(coalesce(v_name, '')) > 200 then
    raise exception 'name must be at most 200 characters' using errcode = '22023';
  end if;
  if p_level is null or p_level not between 1 and 4 then
    raise exception 'level must be between 1 and 4' using errcode = '22023';
  end if;
  if p_role is null or p_role not in ('user', 'admin') then
    raise exception 'role must be user or admin' using errcode = '22023';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = v_email) then
    raise exception 'a user with this email address has already been registered' using errcode = '23505';
  end if;

  -- Token columns are '' rather than NULL: hosted GoTrue cannot scan NULL into them.
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at
  ) values (
    '00000000-0000-0000-0000-000000000000', v_id, 'authenticated', 'authenticated', v_email,
    extensions.crypt(p_password, extensions.gen_salt('bf', 10)), v_now,
    '', '', '', '',
    jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
    jsonb_strip_nulls(jsonb_build_object('full_name', v_name, 'level', p_level)),
    false, v_now, v_now
  );
  insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  values (
    v_id::text, v_id,
    jsonb_build_object('sub', v_id::text, 'email', v_email, 'email_verified', true, 'phone_verified', false),
    'email', null, v_now, v_now
  );

  update public.users u set level = p_level, role = p_role
  where u.id = v_id
  returning * into v_row;
  return v_row;
end;
$$;

revoke execute on function public.admin_stats(), public.admin_analytics(),
  public.admin_create_member(text, text, text, integer, text) from public, anon;
grant execute on function public.admin_stats(), public.admin_analytics(),
  public.admin_create_member(text, text, text, integer, text) to authenticated, service_role;
