-- The RianCode schema, part 7: triggers that must act beyond the caller's rights, so they are
-- security definer with an empty search_path (every name qualified).

-- Metadata level as the register form sends it ('beginner' … 'expert') or as a number 1–4.
create or replace function public.level_from_metadata(p_meta jsonb) returns integer
language sql immutable set search_path = ''
as $$
  select case lower(trim(coalesce(p_meta ->> 'level', '')))
    when 'beginner' then 1 when '1' then 1
    when 'intermediate' then 2 when '2' then 2
    when 'advanced' then 3 when '3' then 3
    when 'expert' then 4 when '4' then 4
    else 1
  end;
$$;

-- Every new account gets its profile row at once (e-mail sign-up, OAuth, admin_create_member).
-- `on conflict do nothing`: a client that raced ahead and inserted its own row keeps it.
create or replace function public.handle_new_auth_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.users (id, email, name, avatar_url, level)
  values (
    new.id,
    new.email,
    left(coalesce(
      nullif(trim(v_meta ->> 'full_name'), ''),
      nullif(trim(v_meta ->> 'name'), ''),
      split_part(coalesce(new.email, ''), '@', 1)
    ), 200),
    left(coalesce(nullif(v_meta ->> 'avatar_url', ''), nullif(v_meta ->> 'picture', '')), 2048),
    public.level_from_metadata(v_meta)
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

-- The profile's e-mail is a copy for display; the account's address is the truth.
create or replace function public.sync_auth_user_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.users u set email = new.email where u.id = new.id;
  return new;
end;
$$;

-- 10 symbols from a 32-letter alphabet without 0/O/1/I: 50 random bits, unguessable.
create or replace function public.new_certificate_code() returns text
language plpgsql volatile set search_path = ''
as $$
declare
  v_alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  v_bytes bytea := extensions.gen_random_bytes(10);
  v_code text := '';
begin
  for i in 0..9 loop
    v_code := v_code || substr(v_alphabet, (get_byte(v_bytes, i) % 32) + 1, 1);
  end loop;
  return 'RC-' || to_char(now(), 'YYYY') || '-' || v_code;
end;
$$;

-- When the learner has completed every lesson of the course: mark the enrollment complete and
-- issue the one certificate. Learners can neither update enrollments nor write certificates,
-- hence definer rights.
create or replace function public.complete_course_when_done() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_total integer;
  v_done integer;
begin
  select count(*) into v_total from public.lessons l where l.course_id = new.course_id;
  select count(*) into v_done
  from public.lesson_progress p
  join public.lessons l on l.id = p.lesson_id
  where p.user_id = new.user_id and l.course_id = new.course_id;
  if v_total = 0 or v_done < v_total then
    return null;
  end if;
  update public.enrollments e set completed_at = coalesce(e.completed_at, now())
  where e.user_id = new.user_id and e.course_id = new.course_id;
  insert into public.certificates (user_id, course_id, code)
  values (new.user_id, new.course_id, public.new_certificate_code())
  on conflict (user_id, course_id) do nothing;
  return null;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_auth_user();
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.sync_auth_user_email();
create trigger lesson_progress_complete_course after insert on public.lesson_progress
  for each row execute function public.complete_course_when_done();

-- Internal helpers, not API: nobody calls them through /rpc.
revoke execute on function public.handle_new_auth_user(), public.sync_auth_user_email(),
  public.new_certificate_code(), public.complete_course_when_done()
  from public, anon, authenticated;
