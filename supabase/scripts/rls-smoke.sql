-- Key RLS and trigger facts, asserted in SQL so they can be checked on any engine (the
-- PostgreSQL 15 check runs this file after the seed; the vitest suites cover the rest on PGlite).
-- Each block runs as one API role inside a transaction that is rolled back.

begin;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
set local role anon;
do $$
begin
  assert (select count(*) from public.courses) = 7, 'anon sees the 7 published courses';
  assert (select count(*) from public.users) = 0, 'anon sees no profile';
  assert (select count(*) from public.lesson_contents) = (select count(*) from public.lessons where is_preview),
    'anon reads only preview content';
  assert (select count(*) from public.course_catalog) = 7, 'anon catalogue hides the draft';
end $$;
rollback;

begin;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"00000000-0000-4000-8000-000000000b01"}', true);
set local role authenticated;
do $$
begin
  assert (select count(*) from public.users) = 1, 'a learner sees only their own profile';
  assert (select count(*) from public.enrollments) = 3, 'a learner sees only their own enrollments';
  assert (select count(*) from public.my_course_progress) = 3, 'my_course_progress is per caller';
  begin
    update public.users set role = 'admin' where id = auth.uid();
    raise exception 'self-promotion was allowed';
  exception when insufficient_privilege then null;
  end;
  begin
    insert into public.enrollments (course_id) values (8);
    raise exception 'enrolling into a draft course was allowed';
  exception when insufficient_privilege then null;
  end;
  -- Issue 27 (decision 0043): a video needs watch evidence, the quiz a pass; the certificate waits for both.
  begin
    insert into public.lesson_progress (lesson_id) values (711);
    raise exception 'a video lesson was completed without watch evidence';
  exception when insufficient_privilege then null;
  end;
  insert into public.lesson_progress (lesson_id) values (712);
  assert (select count(*) from public.certificates where course_id = 7) = 0, 'a self-declared lesson alone issues no certificate';
  assert (select completed_at is null from public.enrollments where course_id = 7), 'the short course is not finished';
end $$;
rollback;

begin;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"00000000-0000-4000-8000-000000000a01"}', true);
set local role authenticated;
do $$
begin
  assert public.is_admin(), 'the seeded admin is an admin';
  assert (select count(*) from public.courses) = 8, 'admins see the draft course';
  assert (public.admin_stats() ->> 'members')::int = 6, 'admin_stats counts every member';
  assert (select role from public.admin_create_member('smoke@example.com', 'secret123', 'Smoke', 2, 'user')) = 'user',
    'admin_create_member returns the new profile';
end $$;
rollback;
