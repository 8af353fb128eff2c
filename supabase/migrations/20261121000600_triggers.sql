-- The RianCode schema, part 6: triggers. They keep derived columns consistent and keep the
-- values only the server may decide (roles, points, completion, certificates) out of clients'
-- hands. "Trusted" below means the statement does not run as anon or authenticated: that is
-- service_role, the table owner (migrations, seed, SQL editor) and security definer functions.
-- These guard functions are security invoker on purpose, so current_user is the caller.

create or replace function public.touch_updated_at() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create or replace function public.guard_user_row() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    -- A profile created by its owner always starts as a plain, active member with no points.
    new.role := 'user';
    new.points := 0;
    new.status := 'active';
    new.created_at := now();
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

create or replace function public.derive_lesson_course() returns trigger
language plpgsql set search_path = ''
as $$
begin
  select m.course_id into new.course_id from public.course_modules m where m.id = new.module_id;
  -- A module the caller cannot see is left to RLS, which answers 42501 like any other refusal.
  if new.course_id is null and (current_user not in ('anon', 'authenticated') or public.is_admin()) then
    raise exception 'module % does not exist', new.module_id using errcode = '23503';
  end if;
  return new;
end;
$$;

-- Moving a module to another course moves its lessons with it.
create or replace function public.follow_module_course() returns trigger
language plpgsql set search_path = ''
as $$
begin
  update public.lessons l set course_id = new.course_id where l.module_id = new.id;
  return null;
end;
$$;

-- The lesson decides the course (a client cannot file progress under another course), and a
-- learner cannot backdate a completion.
create or replace function public.prepare_lesson_progress() returns trigger
language plpgsql set search_path = ''
as $$
begin
  select l.course_id into new.course_id from public.lessons l where l.id = new.lesson_id;
  -- A lesson the caller cannot see is left to RLS, which answers 42501 like any other refusal.
  if new.course_id is null and current_user not in ('anon', 'authenticated') then
    raise exception 'lesson % does not exist', new.lesson_id using errcode = '23503';
  end if;
  if current_user in ('anon', 'authenticated') then
    new.completed_at := now();
  end if;
  return new;
end;
$$;

create or replace function public.prepare_enrollment() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.enrolled_at := now();
    new.completed_at := null;  -- completion is the certificate trigger's to decide
  end if;
  return new;
end;
$$;

create or replace function public.prepare_review() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
    if current_user in ('anon', 'authenticated') then
      new.created_at := old.created_at;
    end if;
  elsif current_user in ('anon', 'authenticated') then
    new.created_at := now();
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- Shared by courses and articles: publishing stamps published_at once. Counting an article
-- view is not an edit, so it leaves updated_at alone.
create or replace function public.prepare_publishable() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  if tg_op = 'UPDATE' and tg_table_name = 'articles'
    and (to_jsonb(new) - 'views') = (to_jsonb(old) - 'views') then
    return new;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger users_guard before insert or update on public.users
  for each row execute function public.guard_user_row();
create trigger users_touch before update on public.users
  for each row execute function public.touch_updated_at();
create trigger site_seo_touch before insert or update on public.site_seo
  for each row execute function public.touch_updated_at();
create trigger courses_prepare before insert or update on public.courses
  for each row execute function public.prepare_publishable();
create trigger articles_prepare before insert or update on public.articles
  for each row execute function public.prepare_publishable();
create trigger lessons_derive_course before insert or update of module_id, course_id on public.lessons
  for each row execute function public.derive_lesson_course();
create trigger course_modules_follow_course after update of course_id on public.course_modules
  for each row when (old.course_id is distinct from new.course_id)
  execute function public.follow_module_course();
create trigger lesson_progress_prepare before insert or update on public.lesson_progress
  for each row execute function public.prepare_lesson_progress();
create trigger enrollments_prepare before insert or update on public.enrollments
  for each row execute function public.prepare_enrollment();
create trigger reviews_prepare before insert or update on public.reviews
  for each row execute function public.prepare_review();
