-- Server-checked evidence (issue 27, decision 0043), part 2: exercises are graded by the server.
-- The learner hands in code only; a grader (local-supabase/src/grader, an Edge Function on hosted
-- Supabase) claims the submission as the service role, runs it against the visible tests and the
-- hidden ones the browser never sees, and records its verdict. Browser-reported results are gone.

-- Hidden tests: same shape as lesson_exercises.tests, admins only (no learner policy at all).
create table public.lesson_exercise_hidden_tests (
  lesson_id bigint primary key references public.lesson_exercises (lesson_id) on delete cascade,
  tests jsonb not null check (public.exercise_tests_are_valid(tests) and octet_length(tests::text) <= 131072),
  updated_at timestamptz not null default now()
);
alter table public.lesson_exercise_hidden_tests enable row level security;
revoke all on public.lesson_exercise_hidden_tests from anon;
create policy lesson_exercise_hidden_tests_admin on public.lesson_exercise_hidden_tests for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- A submission waits (pending), is being graded (running), and ends passed, failed or error (the
-- grader could not run it). Rows from the browser-run era keep their browser's word, marked as
-- such, and count for nothing.
alter table public.exercise_submissions
  alter column results drop not null,
  alter column passed drop not null,
  add column status text not null default 'pending'
    check (status in ('pending', 'running', 'passed', 'failed', 'error', 'browser_reported')),
  add column claimed_at timestamptz,
  add column graded_at timestamptz;
update public.exercise_submissions set status = 'browser_reported';
alter table public.exercise_submissions
  add constraint exercise_submissions_verdict_matches_status check (
    (status in ('pending', 'running') and passed is null and results is null)
    or (status = 'passed' and passed and results is not null)
    or (status in ('failed', 'error') and not passed and results is not null)
    or status = 'browser_reported'
  );
create index exercise_submissions_pending_idx on public.exercise_submissions (id) where status in ('pending', 'running');

-- The browser's verdict is no longer asked for: the old three-argument function goes.
drop function public.submit_exercise(bigint, text, jsonb);

-- Hands in code for grading. Keys (P0001): not_signed_in, member_inactive, exercise_not_available,
-- code_too_large, submission_pending (one ungraded submission per learner and exercise at a time).
-- Returns the stored submission (status 'pending'); the page polls it until graded.
create or replace function public.submit_exercise(p_lesson_id bigint, p_code text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := public.require_active_member();
  v_submission public.exercise_submissions;
begin
  if not exists (select 1 from public.lesson_exercises x where x.lesson_id = p_lesson_id)
     or not public.can_read_lesson(p_lesson_id) then
    raise exception 'exercise_not_available' using errcode = 'P0001';
  end if;
  if p_code is null or octet_length(p_code) > 65536 then
    raise exception 'code_too_large' using errcode = 'P0001';
  end if;
  perform pg_advisory_xact_lock(hashtextextended(v_uid::text || ':exercise:' || p_lesson_id::text, 0));
  if exists (
    select 1 from public.exercise_submissions s
    where s.user_id = v_uid and s.lesson_id = p_lesson_id and s.status in ('pending', 'running')
      and s.submitted_at > now() - interval '5 minutes'
  ) then
    raise exception 'submission_pending' using errcode = 'P0001';
  end if;
  insert into public.exercise_submissions (user_id, lesson_id, code, status)
  values (v_uid, p_lesson_id, p_code, 'pending')
  returning * into v_submission;
  return to_jsonb(v_submission);
end;
$$;

-- The grader's side (service role only). Claims up to p_limit waiting submissions (and any left
-- running for 2 minutes by a grader that died), with the tests to run: visible first, then
-- hidden, each flagged.
create or replace function public.claim_exercise_submissions(p_limit integer) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_claimed jsonb;
begin
  with due as (
    select s.id from public.exercise_submissions s
    where s.status = 'pending' or (s.status = 'running' and s.claimed_at < now() - interval '2 minutes')
    order by s.id
    limit greatest(1, least(coalesce(p_limit, 1), 20))
    for update skip locked
  ), claimed as (
    update public.exercise_submissions s set status = 'running', claimed_at = now()
    from due where s.id = due.id
    returning s.id, s.lesson_id, s.code
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', c.id,
    'language', x.language,
    'code', c.code,
    'tests', (
      select coalesce(jsonb_agg(t.test || jsonb_build_object('hidden', t.hidden) order by t.hidden, t.n), '[]'::jsonb)
      from (
        select v.test, false as hidden, v.n from jsonb_array_elements(x.tests) with ordinality v (test, n)
        union all
        select h.test, true, h.n
        from public.lesson_exercise_hidden_tests ht, jsonb_array_elements(ht.tests) with ordinality h (test, n)
        where ht.lesson_id = x.lesson_id
      ) t
    )
  ) order by c.id), '[]'::jsonb) into v_claimed
  from claimed c join public.lesson_exercises x on x.lesson_id = c.lesson_id;
  return v_claimed;
end;
$$;

-- Records the grader's verdict. p_results: { tests: [{ name, passed, output, error, hidden }],
-- duration_ms?, error? }: one entry per test claimed, visible then hidden; a hidden test's output
-- and error must be null (the learner reads this row, and a hidden test's message would tell its
-- answer). p_error: the grader could not run the code at all (time limit, memory): status error.
-- A pass completes the lesson for an enrolled learner (the certificate trigger follows).
create or replace function public.record_exercise_result(p_submission_id bigint, p_results jsonb) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_submission public.exercise_submissions;
  v_visible jsonb;
  v_hidden jsonb;
  v_count integer;
  v_passed boolean;
  v_status text;
begin
  select * into v_submission from public.exercise_submissions s where s.id = p_submission_id for update;
  if v_submission.id is null or v_submission.status not in ('pending', 'running') then
    raise exception 'submission_not_waiting' using errcode = 'P0001';
  end if;
  select x.tests into v_visible from public.lesson_exercises x where x.lesson_id = v_submission.lesson_id;
  select h.tests into v_hidden from public.lesson_exercise_hidden_tests h where h.lesson_id = v_submission.lesson_id;
  v_count := jsonb_array_length(v_visible) + coalesce(jsonb_array_length(v_hidden), 0);
  if p_results is null or jsonb_typeof(p_results) <> 'object' or octet_length(p_results::text) > 131072
     or jsonb_typeof(p_results -> 'tests') is distinct from 'array'
     or exists (select 1 from jsonb_object_keys(p_results) k where k not in ('tests', 'duration_ms', 'error'))
     or coalesce(jsonb_typeof(p_results -> 'error'), 'null') not in ('string', 'null')
     or char_length(coalesce(p_results ->> 'error', '')) > 4000
     or jsonb_array_length(p_results -> 'tests') > v_count
     or exists (
       select 1 from jsonb_array_elements(p_results -> 'tests') with ordinality r (result, n)
       where jsonb_typeof(r.result) <> 'object'
         or exists (select 1 from jsonb_object_keys(r.result) k where k not in ('name', 'passed', 'output', 'error', 'hidden'))
         or jsonb_typeof(r.result -> 'passed') is distinct from 'boolean'
         or jsonb_typeof(r.result -> 'hidden') is distinct from 'boolean'
         or (r.result ->> 'hidden')::boolean <> (r.n > jsonb_array_length(v_visible))
         or (not (r.result ->> 'hidden')::boolean and (r.result ->> 'name') is distinct from (v_visible -> (r.n::int - 1) ->> 'name'))
         or ((r.result ->> 'hidden')::boolean and (coalesce(jsonb_typeof(r.result -> 'output'), 'null') <> 'null'
              or coalesce(jsonb_typeof(r.result -> 'error'), 'null') <> 'null'))
         or coalesce(jsonb_typeof(r.result -> 'output'), 'null') not in ('string', 'null')
         or coalesce(jsonb_typeof(r.result -> 'error'), 'null') not in ('string', 'null')
         or char_length(coalesce(r.result ->> 'output', '')) > 4000
         or char_length(coalesce(r.result ->> 'error', '')) > 4000
     ) then
    raise exception 'results_invalid' using errcode = 'P0001';
  end if;
  -- Passed only when every test ran and passed, and the run itself did not fail.
  v_passed := coalesce(jsonb_typeof(p_results -> 'error'), 'null') = 'null'
    and jsonb_array_length(p_results -> 'tests') = v_count
    and not exists (select 1 from jsonb_array_elements(p_results -> 'tests') r where not (r ->> 'passed')::boolean);
  v_status := case when v_passed then 'passed'
    when coalesce(jsonb_typeof(p_results -> 'error'), 'null') = 'string' then 'error' else 'failed' end;
  update public.exercise_submissions s
  set status = v_status, passed = v_passed, results = p_results, graded_at = now()
  where s.id = p_submission_id
  returning * into v_submission;

  if v_passed and exists (
    select 1 from public.enrollments e join public.lessons l on l.course_id = e.course_id
    where l.id = v_submission.lesson_id and e.user_id = v_submission.user_id
  ) and exists (select 1 from public.users u where u.id = v_submission.user_id and u.status = 'active') then
    insert into public.lesson_progress (user_id, lesson_id) values (v_submission.user_id, v_submission.lesson_id)
    on conflict (user_id, lesson_id) do nothing;
  end if;
  return jsonb_build_object('id', v_submission.id, 'status', v_submission.status);
end;
$$;

-- Saves an exercise's hidden tests (admins; an empty array removes them). Key: tests_invalid.
create or replace function public.admin_save_exercise_hidden_tests(p_lesson_id bigint, p_tests jsonb) returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only an admin may edit an exercise' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lesson_exercises x where x.lesson_id = p_lesson_id) then
    raise exception 'exercise_not_available' using errcode = 'P0001';
  end if;
  if p_tests is not null and jsonb_typeof(p_tests) = 'array' and jsonb_array_length(p_tests) = 0 then
    delete from public.lesson_exercise_hidden_tests h where h.lesson_id = p_lesson_id;
    return;
  end if;
  if p_tests is null or octet_length(p_tests::text) > 131072 or not public.exercise_tests_are_valid(p_tests) then
    raise exception 'tests_invalid' using errcode = 'P0001';
  end if;
  insert into public.lesson_exercise_hidden_tests (lesson_id, tests, updated_at) values (p_lesson_id, p_tests, now())
  on conflict (lesson_id) do update set tests = excluded.tests, updated_at = now();
end;
$$;

revoke execute on function public.submit_exercise(bigint, text), public.admin_save_exercise_hidden_tests(bigint, jsonb) from public, anon;
grant execute on function public.submit_exercise(bigint, text), public.admin_save_exercise_hidden_tests(bigint, jsonb) to authenticated;
revoke execute on function public.claim_exercise_submissions(integer), public.record_exercise_result(bigint, jsonb)
  from public, anon, authenticated;
grant execute on function public.claim_exercise_submissions(integer), public.record_exercise_result(bigint, jsonb) to service_role;
