-- Quizzes, part 2: reading a quiz without its answers, grading on the server, saving a quiz
-- (admins), and the rule that a quiz lesson is complete only when passed.
-- Refusals a person can cause answer P0001 with a key the apps map to Thai (as checkout does).

-- Short answers compare after trimming, case-folding and collapsing runs of white space, so
-- "  Git   Merge " matches "git merge". Thai has no case; lower() leaves it alone.
create or replace function public.normalize_quiz_answer(p_text text) returns text
language sql immutable set search_path = ''
as $$
  select lower(regexp_replace(regexp_replace(coalesce(p_text, ''), '\s+', ' ', 'g'), '^ | $', '', 'g'));
$$;

-- May the caller open this lesson (and so its quiz)? The same rule as get_lesson: an admin, or
-- a published course and either a free preview or an active member enrolled in the course.
create or replace function public.can_open_lesson(p_lesson_id bigint) returns boolean
language sql stable security definer set search_path = ''
as $$
  select public.is_admin() or exists (
    select 1
    from public.lessons l
    join public.courses c on c.id = l.course_id
    where l.id = p_lesson_id
      and c.status = 'published'
      and (
        l.is_preview
        or (
          public.is_active_member()
          and exists (
            select 1 from public.enrollments e
            where e.course_id = l.course_id and e.user_id = (select auth.uid())
          )
        )
      )
  );
$$;

-- The learner's view of a quiz: rules, their own attempts so far, and the questions with their
-- choices' labels only. 42501 for a lesson the caller may not open (as get_lesson).
create or replace function public.get_quiz(p_lesson_id bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_quiz public.quizzes;
  v_used integer := 0;
  v_passed boolean := false;
  v_last jsonb;
begin
  if not exists (select 1 from public.lessons l where l.id = p_lesson_id and l.type = 'quiz')
    or not public.can_open_lesson(p_lesson_id) then
    raise exception 'quiz % is not available to you', p_lesson_id using errcode = '42501';
  end if;
  select * into v_quiz from public.quizzes q where q.lesson_id = p_lesson_id;
  if v_uid is not null then
    select count(*), coalesce(bool_or(a.passed), false) into v_used, v_passed
    from public.quiz_attempts a where a.user_id = v_uid and a.lesson_id = p_lesson_id;
    select jsonb_build_object('score', a.score, 'passed', a.passed, 'created_at', a.created_at)
      into v_last
    from public.quiz_attempts a where a.user_id = v_uid and a.lesson_id = p_lesson_id
    order by a.created_at desc, a.id desc limit 1;
  end if;
  return jsonb_build_object(
    'lesson_id', p_lesson_id,
    'pass_percent', coalesce(v_quiz.pass_percent, 70),
    'max_attempts', v_quiz.max_attempts,
    'attempts_used', v_used,
    'passed', v_passed,
    'last_attempt', v_last,
    'questions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', q.id,
        'kind', q.kind,
        'prompt', q.prompt,
        'choices', coalesce((
          select jsonb_agg(jsonb_build_object('id', c.id, 'label', c.label) order by c.position, c.id)
          from public.quiz_choices c where c.question_id = q.id
        ), '[]'::jsonb)
      ) order by q.position, q.id)
      from public.quiz_questions q where q.lesson_id = p_lesson_id
    ), '[]'::jsonb)
  );
end;
$$;

-- Is one answer well formed for its question? Single: a choice id of that question; multiple:
-- distinct choice ids of that question; short: a string of at most 500 characters.
create or replace function public.quiz_answer_is_well_formed(p_question public.quiz_questions, p_answer jsonb)
returns boolean
language plpgsql stable set search_path = ''
as $$
declare
  v_items jsonb;
  v_ids bigint[];
begin
  if p_question.kind = 'short' then
    return jsonb_typeof(p_answer) = 'string' and char_length(p_answer #>> '{}') <= 500;
  end if;
  if p_question.kind = 'single' and jsonb_typeof(p_answer) <> 'number' then return false; end if;
  if p_question.kind = 'multiple' and (jsonb_typeof(p_answer) <> 'array' or jsonb_array_length(p_answer) > 50) then
    return false;
  end if;
  v_items := case when p_question.kind = 'single' then jsonb_build_array(p_answer) else p_answer end;
  -- Whole numbers only: a cast to bigint would round 1.5 to a real choice id.
  if exists (
    select 1 from jsonb_array_elements(v_items) x
    where jsonb_typeof(x) <> 'number' or (x #>> '{}')::numeric <> trunc((x #>> '{}')::numeric)
  ) then
    return false;
  end if;
  select coalesce(array_agg((x #>> '{}')::numeric::bigint), '{}') into v_ids from jsonb_array_elements(v_items) x;
  if cardinality(v_ids) <> (select count(distinct i) from unnest(v_ids) i) then return false; end if;
  return not exists (
    select 1 from unnest(v_ids) i
    where not exists (select 1 from public.quiz_choices c where c.id = i and c.question_id = p_question.id)
  );
exception
  -- A fractional or huge number is not a choice id.
  when numeric_value_out_of_range or invalid_text_representation then return false;
end;
$$;

create or replace function public.quiz_answer_is_correct(p_question public.quiz_questions, p_answer jsonb)
returns boolean
language sql stable set search_path = ''
as $$
  select case
    when p_answer is null then false
    when p_question.kind = 'short' then exists (
      select 1 from public.quiz_short_answers s
      where s.question_id = p_question.id
        and public.normalize_quiz_answer(s.answer) = public.normalize_quiz_answer(p_answer #>> '{}')
    )
    else (
      -- The chosen set equals the correct set (one id for single choice).
      select coalesce(array_agg(c.id order by c.id), '{}')
      from public.quiz_choices c where c.question_id = p_question.id and c.is_correct
    ) = (
      select coalesce(array_agg(x.id order by x.id), '{}')
      from (
        select (e #>> '{}')::numeric::bigint as id
        from jsonb_array_elements(case when jsonb_typeof(p_answer) = 'array' then p_answer else jsonb_build_array(p_answer) end) e
      ) x
    )
  end;
$$;

-- Grades one attempt on the server: the client sends answers, never a score.
-- Returns { attempt_id, score, passed, correct_count, question_count, pass_percent,
-- attempts_used, attempts_left (null = unlimited), certificate_code (when the course is now
-- finished), results: [{ question_id, correct, explanation }] }.
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
    'results', v_results
  );
end;
$$;

-- Saves a whole quiz at once (admins): rules and questions replace what was there, so the editor
-- never leaves a half-saved quiz. p_questions: [{ kind, prompt, explanation, choices: [{ label,
-- is_correct }], answers: ["accepted", …] }]. Past attempts stay (their answers name old ids).
create or replace function public.admin_save_quiz(
  p_lesson_id bigint, p_pass_percent integer, p_max_attempts integer, p_questions jsonb
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_q jsonb;
  v_c jsonb;
  v_a jsonb;
  v_pos integer := 0;
  v_cpos integer;
  v_question_id bigint;
  v_kind text;
  v_correct integer;
begin
  if not public.is_admin() then
    raise exception 'only an admin may edit a quiz' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lessons l where l.id = p_lesson_id and l.type = 'quiz') then
    raise exception 'quiz_lesson_not_found' using errcode = 'P0001';
  end if;
  if p_pass_percent is null or p_pass_percent not between 1 and 100 then
    raise exception 'quiz_invalid_pass_percent' using errcode = 'P0001';
  end if;
  if p_max_attempts is not null and p_max_attempts not between 1 and 100 then
    raise exception 'quiz_invalid_max_attempts' using errcode = 'P0001';
  end if;
  if p_questions is null or jsonb_typeof(p_questions) <> 'array' or jsonb_array_length(p_questions) = 0
    or jsonb_array_length(p_questions) > 100 then
    raise exception 'quiz_needs_questions' using errcode = 'P0001';
  end if;

  insert into public.quizzes (lesson_id, pass_percent, max_attempts, updated_at)
  values (p_lesson_id, p_pass_percent, p_max_attempts, now())
  on conflict (lesson_id) do update
    set pass_percent = excluded.pass_percent, max_attempts = excluded.max_attempts, updated_at = now();
  delete from public.quiz_questions q where q.lesson_id = p_lesson_id;

  for v_q in select * from jsonb_array_elements(p_questions) loop
    v_pos := v_pos + 1;
    v_kind := v_q ->> 'kind';
    if v_kind is null or v_kind not in ('single', 'multiple', 'short')
      or char_length(coalesce(trim(v_q ->> 'prompt'), '')) = 0 then
      raise exception 'quiz_invalid_question' using errcode = 'P0001';
    end if;
    insert into public.quiz_questions (lesson_id, kind, prompt, explanation, position)
    values (p_lesson_id, v_kind, trim(v_q ->> 'prompt'), coalesce(trim(v_q ->> 'explanation'), ''), v_pos)
    returning id into v_question_id;
    if v_kind = 'short' then
      if jsonb_typeof(v_q -> 'answers') is distinct from 'array'
        or not exists (select 1 from jsonb_array_elements_text(v_q -> 'answers') s where trim(s) <> '') then
        raise exception 'quiz_short_needs_answer' using errcode = 'P0001';
      end if;
      insert into public.quiz_short_answers (question_id, answer)
      select distinct on (public.normalize_quiz_answer(s)) v_question_id, trim(s)
      from jsonb_array_elements_text(v_q -> 'answers') s where trim(s) <> '';
    else
      if jsonb_typeof(v_q -> 'choices') is distinct from 'array' or jsonb_array_length(v_q -> 'choices') < 2 then
        raise exception 'quiz_needs_two_choices' using errcode = 'P0001';
      end if;
      v_cpos := 0;
      v_correct := 0;
      for v_c in select * from jsonb_array_elements(v_q -> 'choices') loop
        v_cpos := v_cpos + 1;
        if char_length(coalesce(trim(v_c ->> 'label'), '')) = 0 then
          raise exception 'quiz_invalid_question' using errcode = 'P0001';
        end if;
        v_correct := v_correct + case when coalesce((v_c ->> 'is_correct')::boolean, false) then 1 else 0 end;
        insert into public.quiz_choices (question_id, label, is_correct, position)
        values (v_question_id, trim(v_c ->> 'label'), coalesce((v_c ->> 'is_correct')::boolean, false), v_cpos);
      end loop;
      if (v_kind = 'single' and v_correct <> 1) or (v_kind = 'multiple' and v_correct < 1) then
        raise exception 'quiz_wrong_correct_count' using errcode = 'P0001';
      end if;
    end if;
  end loop;
  return jsonb_build_object('lesson_id', p_lesson_id, 'questions', v_pos);
end;
$$;

-- A quiz lesson is complete only when passed: progress for it needs a passing attempt of that
-- learner, whoever inserts it (a learner through the API, an admin, the seed). Definer: it reads
-- attempts whatever the inserting role may see.
create or replace function public.require_passed_quiz() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.lessons l where l.id = new.lesson_id and l.type = 'quiz')
    and not exists (
      select 1 from public.quiz_attempts a
      where a.user_id = new.user_id and a.lesson_id = new.lesson_id and a.passed
    ) then
    raise exception 'quiz_not_passed' using errcode = 'P0001';
  end if;
  return new;
end;
$$;
-- After lesson_progress_prepare (triggers fire in name order), which derives course_id.
create trigger lesson_progress_quiz_passed before insert on public.lesson_progress
  for each row execute function public.require_passed_quiz();

revoke execute on function public.require_passed_quiz(), public.quiz_answer_is_well_formed(public.quiz_questions, jsonb),
  public.quiz_answer_is_correct(public.quiz_questions, jsonb), public.can_open_lesson(bigint)
  from public, anon, authenticated;
revoke execute on function public.grade_quiz_attempt(bigint, jsonb), public.admin_save_quiz(bigint, integer, integer, jsonb)
  from public, anon;
grant execute on function public.grade_quiz_attempt(bigint, jsonb), public.admin_save_quiz(bigint, integer, integer, jsonb)
  to authenticated, service_role;
grant execute on function public.get_quiz(bigint), public.normalize_quiz_answer(text)
  to anon, authenticated, service_role;
