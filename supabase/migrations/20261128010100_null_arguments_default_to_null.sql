-- issue 28: the generated Database types print what `supabase gen types typescript` prints, where an argument is
-- optional only if it has a default and is never typed null. Two functions give a null argument a meaning (no
-- attempt limit; clear the accepted answer) without declaring it: they declare it now, `default null`, so a client
-- leaves the argument out instead of sending null. Bodies, types and grants are unchanged; a quiz saved without
-- questions is refused as before (quiz_needs_questions).

create or replace function public.admin_save_quiz(
  p_lesson_id bigint, p_pass_percent integer, p_max_attempts integer default null, p_questions jsonb default null
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

-- The course's instructor or an admin marks one reply as the accepted answer (none given clears it).
create or replace function public.accept_lesson_reply(p_question_id bigint, p_reply_id bigint default null)
returns public.lesson_questions
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_question public.lesson_questions;
begin
  select * into v_question from public.lesson_questions q where q.id = p_question_id;
  if v_question.id is null or not public.can_see_lesson(v_question.lesson_id) then
    raise exception 'post_not_found' using errcode = 'P0001';
  end if;
  if not public.can_moderate_course(v_question.course_id) then
    raise exception 'only the course''s instructor or an admin accepts an answer' using errcode = '42501';
  end if;
  if p_reply_id is not null and not exists (
    select 1 from public.lesson_replies r
    where r.id = p_reply_id and r.question_id = p_question_id and r.deleted_at is null
  ) then
    raise exception 'reply_not_found' using errcode = 'P0001';
  end if;
  update public.lesson_questions q set accepted_reply_id = p_reply_id
  where q.id = p_question_id returning * into v_question;
  return v_question;
end;
$$;

