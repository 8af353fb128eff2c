-- Server-checked evidence (issue 27, decision 0043), part 3: a failed quiz attempt no longer
-- hands out the explanations (and so the answers) for the next one. Same function as in
-- 20261124030100_quiz_functions.sql except for what it returns; grants are kept by
-- create or replace.

-- Grades one attempt on the server: the client sends answers, never a score.
-- Returns { attempt_id, score, passed, correct_count, question_count, pass_percent,
-- attempts_used, attempts_left (null = unlimited), certificate_code (when the course is now
-- finished), explanations_shown, results: [{ question_id, correct, explanation }] }.
-- The per-question verdicts and explanations come only with a pass or the last allowed attempt:
-- shown after a failed attempt with attempts left, they told the answers for the next one
-- (issue 27). Otherwise results is empty and explanations_shown false.
create or replace function public.grade_quiz_attempt(p_lesson_id bigint, p_answers jsonb) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_lesson public.lessons;
  v_quiz public.quizzes;
  v_question public.quiz_questions;
  v_key text;
  v_used integer;
  v_total integer := 0;
  v_correct integer := 0;
  v_ok boolean;
  v_results jsonb := '[]'::jsonb;
  v_score integer;
  v_passed boolean;
  v_attempt_id bigint;
  v_enrolled boolean;
  v_code text;
  v_reveal boolean;
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = 'P0001';
  end if;
  if not public.is_active_member() then
    raise exception 'member_inactive' using errcode = 'P0001';
  end if;
  select * into v_lesson from public.lessons l where l.id = p_lesson_id and l.type = 'quiz';
  if v_lesson.id is null or not public.can_open_lesson(p_lesson_id) then
    raise exception 'quiz_not_available' using errcode = 'P0001';
  end if;
  select * into v_quiz from public.quizzes q where q.lesson_id = p_lesson_id;
  if v_quiz.lesson_id is null or not exists (select 1 from public.quiz_questions q where q.lesson_id = p_lesson_id) then
    raise exception 'quiz_empty' using errcode = 'P0001';
  end if;
  if p_answers is null or jsonb_typeof(p_answers) <> 'object' or octet_length(p_answers::text) > 100000 then
    raise exception 'quiz_malformed_answers' using errcode = 'P0001';
  end if;
  for v_key in select jsonb_object_keys(p_answers) loop
    if v_key !~ '^[0-9]{1,18}$' then
      raise exception 'quiz_malformed_answers' using errcode = 'P0001';
    end if;
    if not exists (select 1 from public.quiz_questions q where q.id = v_key::bigint and q.lesson_id = p_lesson_id) then
      raise exception 'quiz_unknown_question' using errcode = 'P0001';
    end if;
  end loop;

  -- One attempt at a time per learner and quiz, so two tabs cannot both slip under the limit.
  perform pg_advisory_xact_lock(hashtextextended(v_uid::text || ':quiz:' || p_lesson_id::text, 0));
  select count(*) into v_used from public.quiz_attempts a where a.user_id = v_uid and a.lesson_id = p_lesson_id;
  if v_quiz.max_attempts is not null and v_used >= v_quiz.max_attempts then
    raise exception 'quiz_attempts_exhausted' using errcode = 'P0001';
  end if;

  for v_question in
    select * from public.quiz_questions q where q.lesson_id = p_lesson_id order by q.position, q.id
  loop
    if p_answers ? v_question.id::text
      and not public.quiz_answer_is_well_formed(v_question, p_answers -> v_question.id::text) then
      raise exception 'quiz_malformed_answers' using errcode = 'P0001';
    end if;
    v_ok := public.quiz_answer_is_correct(v_question, p_answers -> v_question.id::text);
    v_total := v_total + 1;
    v_correct := v_correct + case when v_ok then 1 else 0 end;
    v_results := v_results || jsonb_build_array(jsonb_build_object(
      'question_id', v_question.id, 'correct', v_ok, 'explanation', v_question.explanation));
  end loop;

  v_score := floor(100.0 * v_correct / v_total)::integer;
  v_passed := v_score >= v_quiz.pass_percent;
  insert into public.quiz_attempts (user_id, lesson_id, course_id, answers, correct_count, question_count, score, passed)
  values (v_uid, p_lesson_id, v_lesson.course_id, p_answers, v_correct, v_total, v_score, v_passed)
  returning id into v_attempt_id;

  -- Passing completes the lesson for an enrolled learner (a preview taker keeps the attempt only);
  -- the progress trigger then issues the certificate when the course is finished.
  v_enrolled := exists (
    select 1 from public.enrollments e where e.user_id = v_uid and e.course_id = v_lesson.course_id
  );
  if v_passed and v_enrolled then
    insert into public.lesson_progress (user_id, lesson_id, course_id)
    values (v_uid, p_lesson_id, v_lesson.course_id)
    on conflict (user_id, lesson_id) do nothing;
  end if;
  select c.code into v_code from public.certificates c where c.user_id = v_uid and c.course_id = v_lesson.course_id;

  v_reveal := v_passed or (v_quiz.max_attempts is not null and v_used + 1 >= v_quiz.max_attempts);
  return jsonb_build_object(
    'attempt_id', v_attempt_id,
    'score', v_score,
    'passed', v_passed,
    'correct_count', v_correct,
    'question_count', v_total,
    'pass_percent', v_quiz.pass_percent,
    'attempts_used', v_used + 1,
    'attempts_left', case when v_quiz.max_attempts is null then null else v_quiz.max_attempts - v_used - 1 end,
    'certificate_code', v_code,
    'explanations_shown', v_reveal,
    'results', case when v_reveal then v_results else '[]'::jsonb end
  );
end;
$$;

