-- Code exercises, part 2: the one way a submission is stored. Business rules raise P0001 with a
-- stable key as the message (the UI maps it to Thai), as the selling functions do:
--   not_signed_in, member_inactive   (require_active_member)
--   exercise_not_available            no such exercise, or the caller may not read its lesson
--   code_too_large                    code over 64 KB (65536 bytes of UTF-8)
--   results_invalid                   results not in the shape below, or not for this exercise's tests
-- Results: { "tests": [{ "name", "passed", "output", "error" }, …], "duration_ms"? }, one entry
-- per test of the exercise, in its order and with its names; output and error are text ≤ 4000
-- characters or null. `passed` is decided here: every test passed.

create or replace function public.exercise_results_are_valid(p_results jsonb, p_tests jsonb) returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce(
    jsonb_typeof(p_results) = 'object'
      and not exists (select 1 from jsonb_object_keys(p_results) k where k not in ('tests', 'duration_ms'))
      and (not (p_results ? 'duration_ms') or (jsonb_typeof(p_results -> 'duration_ms') = 'number' and (p_results ->> 'duration_ms')::numeric >= 0))
      and jsonb_typeof(p_results -> 'tests') = 'array'
      and jsonb_array_length(p_results -> 'tests') = jsonb_array_length(p_tests)
      and not exists (
        select 1
        from jsonb_array_elements(p_results -> 'tests') with ordinality as r (result, n)
        where jsonb_typeof(r.result) <> 'object'
          or exists (select 1 from jsonb_object_keys(r.result) k where k not in ('name', 'passed', 'output', 'error'))
          or (r.result ->> 'name') is distinct from (p_tests -> (r.n::int - 1) ->> 'name')
          or jsonb_typeof(r.result -> 'passed') is distinct from 'boolean'
          or coalesce(jsonb_typeof(r.result -> 'output'), 'null') not in ('string', 'null')
          or coalesce(jsonb_typeof(r.result -> 'error'), 'null') not in ('string', 'null')
          or char_length(coalesce(r.result ->> 'output', '')) > 4000
          or char_length(coalesce(r.result ->> 'error', '')) > 4000
      ),
    false);
$$;

-- Stores one run of the learner's code against the exercise's tests. A passing run also marks
-- the lesson complete for an enrolled learner (lesson_progress; the certificate trigger follows
-- as for any completed lesson). Returns the submission with `lesson_completed`.
create or replace function public.submit_exercise(p_lesson_id bigint, p_code text, p_results jsonb) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := public.require_active_member();
  v_exercise public.lesson_exercises;
  v_passed boolean;
  v_submission public.exercise_submissions;
  v_completed boolean := false;
begin
  select * into v_exercise from public.lesson_exercises x where x.lesson_id = p_lesson_id;
  if v_exercise.lesson_id is null or not public.can_read_lesson(p_lesson_id) then
    raise exception 'exercise_not_available' using errcode = 'P0001';
  end if;
  if p_code is null or octet_length(p_code) > 65536 then
    raise exception 'code_too_large' using errcode = 'P0001';
  end if;
  if p_results is null or octet_length(p_results::text) > 131072
     or not public.exercise_results_are_valid(p_results, v_exercise.tests) then
    raise exception 'results_invalid' using errcode = 'P0001';
  end if;

  select bool_and((r ->> 'passed')::boolean) into v_passed from jsonb_array_elements(p_results -> 'tests') r;
  insert into public.exercise_submissions (user_id, lesson_id, code, results, passed)
  values (v_uid, p_lesson_id, p_code, p_results, coalesce(v_passed, false))
  returning * into v_submission;

  if v_submission.passed and exists (
    select 1 from public.enrollments e join public.lessons l on l.course_id = e.course_id
    where l.id = p_lesson_id and e.user_id = v_uid
  ) then
    insert into public.lesson_progress (user_id, lesson_id) values (v_uid, p_lesson_id)
    on conflict (user_id, lesson_id) do nothing;
    v_completed := true;
  end if;

  return to_jsonb(v_submission) || jsonb_build_object('lesson_completed', v_completed);
end;
$$;

revoke execute on function public.submit_exercise(bigint, text, jsonb) from public, anon;
grant execute on function public.submit_exercise(bigint, text, jsonb) to authenticated;
revoke execute on function public.exercise_results_are_valid(jsonb, jsonb) from public, anon, authenticated;
