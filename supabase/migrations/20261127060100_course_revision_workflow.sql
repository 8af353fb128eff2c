-- Course authoring for instructors (decision 0055), part 2: create, save, submit, approve, return.
-- Errors: 42501 for who may not, P0001 with a key (the studio turns it into Thai) for what is wrong.

-- A brand-new course: live but unpublished (status draft, price 0, invisible to learners) with an
-- open draft revision. Only an approval publishes it; only an admin sets its price.
create or replace function public.studio_create_course(p_title text, p_category text) returns bigint
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_instructor bigint := public.current_instructor_id();
  v_course bigint;
begin
  if v_instructor is null then
    raise exception 'not an instructor' using errcode = '42501';
  end if;
  if not public.has_aal2() then
    raise exception 'studio_needs_aal2' using errcode = '42501';
  end if;
  if p_title is null or char_length(btrim(p_title)) not between 1 and 200 then
    raise exception 'title_invalid' using errcode = 'P0001';
  end if;
  if coalesce(p_category, '') not in ('programming', 'web-development', 'mobile-development', 'data-science', 'devops', 'design') then
    raise exception 'category_invalid' using errcode = 'P0001';
  end if;
  insert into public.courses (title, category, instructor_id, status, price)
  values (btrim(p_title), p_category, v_instructor, 'draft', 0)
  returning id into v_course;
  insert into public.course_revisions (course_id, author_id, document)
  values (v_course, (select auth.uid()), public.course_document(v_course));
  return v_course;
end;
$$;

-- The course as the studio shows it: the open revision (or the live document when none is open)
-- and what learners see now. Readable at aal1; writing needs aal2.
create or replace function public.studio_get_course(p_course_id bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_rev public.course_revisions;
  v_live jsonb;
begin
  if not (public.is_course_instructor(p_course_id) or public.is_admin()) then
    raise exception 'not the instructor of this course' using errcode = '42501';
  end if;
  select * into v_rev from public.course_revisions r
  where r.course_id = p_course_id and r.status in ('draft', 'submitted', 'returned');
  v_live := public.course_document(p_course_id);
  return jsonb_build_object(
    'course_id', p_course_id,
    'course_status', (select c.status from public.courses c where c.id = p_course_id),
    'revision', case when v_rev.id is null then null else jsonb_build_object(
      'id', v_rev.id, 'status', v_rev.status, 'review_note', v_rev.review_note,
      'updated_at', v_rev.updated_at, 'submitted_at', v_rev.submitted_at) end,
    'document', coalesce(v_rev.document, v_live),
    'live', v_live
  );
end;
$$;

-- Saves the whole document into the open revision (opening one when none is): a returned
-- revision becomes a draft again. A submitted one is frozen until the admin decides.
create or replace function public.studio_save_course(p_course_id bigint, p_document jsonb) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_problem text;
  v_rev public.course_revisions;
  v_document jsonb := p_document;
begin
  perform public.require_studio_writer(p_course_id);
  v_problem := public.course_document_problem(p_course_id, p_document);
  if v_problem is not null then
    raise exception '%', v_problem using errcode = 'P0001';
  end if;
  select * into v_rev from public.course_revisions r
  where r.course_id = p_course_id and r.status in ('draft', 'submitted', 'returned')
  for update;
  if v_rev.status = 'submitted' then
    raise exception 'revision_in_review' using errcode = 'P0001';
  end if;
  -- A course never published has no learners and nobody but its authors sees it: its lessons are
  -- written at once, so they get ids (an uploaded video lives under its lesson's id) and the
  -- instructor can open them; the revision keeps the document, with those ids, for the review.
  if exists (select 1 from public.courses c where c.id = p_course_id and c.status = 'draft' and c.published_at is null) then
    perform public.apply_course_document(p_course_id, p_document);
    v_document := public.course_document(p_course_id);
  end if;
  if v_rev.id is null then
    insert into public.course_revisions (course_id, author_id, document)
    values (p_course_id, (select auth.uid()), v_document)
    returning * into v_rev;
  else
    update public.course_revisions r
    set document = v_document, status = 'draft', author_id = (select auth.uid()), updated_at = now()
    where r.id = v_rev.id
    returning * into v_rev;
  end if;
  return jsonb_build_object('id', v_rev.id, 'status', v_rev.status, 'updated_at', v_rev.updated_at, 'document', v_rev.document);
end;
$$;

create or replace function public.studio_submit_course(p_course_id bigint) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_rev public.course_revisions;
begin
  perform public.require_studio_writer(p_course_id);
  select * into v_rev from public.course_revisions r
  where r.course_id = p_course_id and r.status in ('draft', 'submitted', 'returned')
  for update;
  if v_rev.id is null or v_rev.status <> 'draft' then
    raise exception 'revision_not_draft' using errcode = 'P0001';
  end if;
  -- Checked again: the live course may have changed (an admin deleted a lesson) since the save.
  if public.course_document_problem(p_course_id, v_rev.document) is not null then
    raise exception '%', public.course_document_problem(p_course_id, v_rev.document) using errcode = 'P0001';
  end if;
  update public.course_revisions r set status = 'submitted', submitted_at = now(), updated_at = now()
  where r.id = v_rev.id;
  -- Every active admin is told (studio-media's mail, per-kind unsubscribe).
  perform public.queue_course_submitted_email(p_course_id);
  return jsonb_build_object('id', v_rev.id, 'status', 'submitted');
end;
$$;

-- The admins' queue: submitted revisions, oldest first.
create or replace function public.admin_list_course_revisions() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', r.id, 'course_id', r.course_id, 'title', r.document ->> 'title', 'live_title', c.title,
      'course_status', c.status, 'instructor_name', i.name, 'submitted_at', r.submitted_at
    ) order by r.submitted_at, r.id)
    from public.course_revisions r
    join public.courses c on c.id = r.course_id
    left join public.instructors i on i.id = c.instructor_id
    where r.status = 'submitted'), '[]'::jsonb);
end;
$$;

-- One revision beside the live course, for the admin's diff.
create or replace function public.admin_get_course_revision(p_revision_id bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_rev public.course_revisions;
begin
  perform public.require_admin();
  select * into v_rev from public.course_revisions r where r.id = p_revision_id;
  if v_rev.id is null then
    raise exception 'revision_not_found' using errcode = 'P0001';
  end if;
  return jsonb_build_object(
    'id', v_rev.id, 'course_id', v_rev.course_id, 'status', v_rev.status, 'review_note', v_rev.review_note,
    'submitted_at', v_rev.submitted_at, 'document', v_rev.document, 'live', public.course_document(v_rev.course_id),
    'course_status', (select c.status from public.courses c where c.id = v_rev.course_id),
    -- A course never published is written live as it is saved: its diff is against nothing.
    'never_published', (select c.published_at is null from public.courses c where c.id = v_rev.course_id)
  );
end;
$$;

-- Writes a (validated) document into the live tables. Modules and lessons named by id are updated
-- in place (their ids, and so learners' progress, questions and attempts, stay); those without an
-- id are inserted; those the document left out are deleted. A quiz is rewritten only when it
-- changed, so its question ids survive a re-approval. Not callable from the API: only
-- admin_approve_course_revision and studio_save_course (for a course never published) run it.
create or replace function public.apply_course_document(p_course_id bigint, p_doc jsonb) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_module jsonb;
  v_lesson jsonb;
  v_question jsonb;
  v_choice jsonb;
  v_module_id bigint;
  v_lesson_id bigint;
  v_question_id bigint;
  v_mpos integer := 0;
  v_lpos integer;
  v_qpos integer;
  v_cpos integer;
  v_keep_modules bigint[] := '{}';
  v_keep_lessons bigint[] := '{}';
  v_live_quiz jsonb;
  v_live_doc jsonb := public.course_document(p_course_id);
begin
  update public.courses c set
    title = btrim(p_doc ->> 'title'),
    description = coalesce(p_doc ->> 'description', ''),
    long_description = coalesce(p_doc ->> 'long_description', ''),
    image_url = nullif(p_doc ->> 'image_url', ''),
    category = p_doc ->> 'category',
    level = p_doc ->> 'level',
    language = p_doc ->> 'language',
    requirements = array(select jsonb_array_elements_text(p_doc -> 'requirements')),
    what_you_learn = array(select jsonb_array_elements_text(p_doc -> 'what_you_learn')),
    features = array(select jsonb_array_elements_text(p_doc -> 'features')),
    updated_at = now()
  where c.id = p_course_id;

  -- Ids first, so the deletes below cannot take a lesson that merely moved to another module.
  select coalesce(array_agg((m ->> 'id')::bigint) filter (where jsonb_typeof(m -> 'id') = 'number'), '{}')
  into v_keep_modules from jsonb_array_elements(p_doc -> 'modules') m;
  select coalesce(array_agg((l ->> 'id')::bigint) filter (where jsonb_typeof(l -> 'id') = 'number'), '{}')
  into v_keep_lessons
  from jsonb_array_elements(p_doc -> 'modules') m, jsonb_array_elements(m -> 'lessons') l;
  delete from public.lessons l where l.course_id = p_course_id and l.id <> all (v_keep_lessons);

  for v_module in select * from jsonb_array_elements(p_doc -> 'modules') loop
    v_mpos := v_mpos + 1;
    if jsonb_typeof(v_module -> 'id') = 'number' then
      v_module_id := (v_module ->> 'id')::bigint;
      update public.course_modules m set title = btrim(v_module ->> 'title'), position = v_mpos where m.id = v_module_id;
    else
      insert into public.course_modules (course_id, title, position)
      values (p_course_id, btrim(v_module ->> 'title'), v_mpos)
      returning id into v_module_id;
      v_keep_modules := v_keep_modules || v_module_id;
    end if;
    v_lpos := 0;
    for v_lesson in select * from jsonb_array_elements(v_module -> 'lessons') loop
      v_lpos := v_lpos + 1;
      if jsonb_typeof(v_lesson -> 'id') = 'number' then
        v_lesson_id := (v_lesson ->> 'id')::bigint;
        update public.lessons l set
          module_id = v_module_id, title = btrim(v_lesson ->> 'title'), type = v_lesson ->> 'type',
          duration_minutes = (v_lesson ->> 'duration_minutes')::integer,
          is_preview = coalesce((v_lesson ->> 'is_preview')::boolean, false), position = v_lpos
        where l.id = v_lesson_id;
      else
        insert into public.lessons (module_id, course_id, title, type, duration_minutes, is_preview, position)
        values (v_module_id, p_course_id, btrim(v_lesson ->> 'title'), v_lesson ->> 'type',
          (v_lesson ->> 'duration_minutes')::integer, coalesce((v_lesson ->> 'is_preview')::boolean, false), v_lpos)
        returning id into v_lesson_id;
      end if;
      insert into public.lesson_contents (lesson_id, video_url, body)
      values (v_lesson_id, nullif(v_lesson ->> 'video_url', ''), coalesce(v_lesson ->> 'body', ''))
      on conflict (lesson_id) do update set video_url = excluded.video_url, body = excluded.body;

      if v_lesson ->> 'type' = 'quiz' then
        select d -> 'quiz' into v_live_quiz
        from jsonb_array_elements(v_live_doc -> 'modules') m, jsonb_array_elements(m -> 'lessons') d
        where (d ->> 'id')::bigint = v_lesson_id;
        insert into public.quizzes (lesson_id, pass_percent, max_attempts, updated_at)
        values (v_lesson_id, (v_lesson #>> '{quiz,pass_percent}')::integer, (v_lesson #>> '{quiz,max_attempts}')::integer, now())
        on conflict (lesson_id) do update
          set pass_percent = excluded.pass_percent, max_attempts = excluded.max_attempts, updated_at = now();
        -- Questions are replaced only when they changed (past attempts' answers name question ids).
        if v_live_quiz -> 'questions' is distinct from v_lesson #> '{quiz,questions}' then
          delete from public.quiz_questions q where q.lesson_id = v_lesson_id;
          v_qpos := 0;
          for v_question in select * from jsonb_array_elements(v_lesson #> '{quiz,questions}') loop
            v_qpos := v_qpos + 1;
            insert into public.quiz_questions (lesson_id, kind, prompt, explanation, position)
            values (v_lesson_id, v_question ->> 'kind', btrim(v_question ->> 'prompt'), btrim(coalesce(v_question ->> 'explanation', '')), v_qpos)
            returning id into v_question_id;
            if v_question ->> 'kind' = 'short' then
              insert into public.quiz_short_answers (question_id, answer)
              select distinct on (public.normalize_quiz_answer(a)) v_question_id, btrim(a)
              from jsonb_array_elements_text(v_question -> 'answers') a where btrim(a) <> '';
            else
              v_cpos := 0;
              for v_choice in select * from jsonb_array_elements(v_question -> 'choices') loop
                v_cpos := v_cpos + 1;
                insert into public.quiz_choices (question_id, label, is_correct, position)
                values (v_question_id, btrim(v_choice ->> 'label'), (v_choice ->> 'is_correct')::boolean, v_cpos);
              end loop;
            end if;
          end loop;
        end if;
      else
        delete from public.quizzes q where q.lesson_id = v_lesson_id;
      end if;

      if v_lesson ->> 'type' = 'exercise' and coalesce(v_lesson -> 'exercise', 'null'::jsonb) <> 'null'::jsonb then
        insert into public.lesson_exercises (lesson_id, language, starter_code, tests, updated_at)
        values (v_lesson_id, v_lesson #>> '{exercise,language}', coalesce(v_lesson #>> '{exercise,starter_code}', ''),
          v_lesson #> '{exercise,tests}', now())
        on conflict (lesson_id) do update
          set language = excluded.language, starter_code = excluded.starter_code, tests = excluded.tests, updated_at = now();
        if jsonb_array_length(coalesce(v_lesson #> '{exercise,hidden_tests}', '[]'::jsonb)) = 0 then
          delete from public.lesson_exercise_hidden_tests h where h.lesson_id = v_lesson_id;
        else
          insert into public.lesson_exercise_hidden_tests (lesson_id, tests, updated_at)
          values (v_lesson_id, v_lesson #> '{exercise,hidden_tests}', now())
          on conflict (lesson_id) do update set tests = excluded.tests, updated_at = now();
        end if;
        if coalesce(v_lesson #>> '{exercise,solution}', '') = '' then
          delete from public.lesson_exercise_solutions s where s.lesson_id = v_lesson_id;
        else
          insert into public.lesson_exercise_solutions (lesson_id, code, updated_at)
          values (v_lesson_id, v_lesson #>> '{exercise,solution}', now())
          on conflict (lesson_id) do update set code = excluded.code, updated_at = now();
        end if;
      else
        delete from public.lesson_exercises x where x.lesson_id = v_lesson_id;
      end if;
    end loop;
  end loop;
  delete from public.course_modules m where m.course_id = p_course_id and m.id <> all (v_keep_modules);
end;
$$;
revoke all on function public.apply_course_document(bigint, jsonb) from public, anon, authenticated;

-- Approves a submitted revision: applies it and publishes the course, in one transaction.
create or replace function public.admin_approve_course_revision(p_revision_id bigint) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_rev public.course_revisions;
  v_problem text;
begin
  perform public.require_admin();
  select * into v_rev from public.course_revisions r where r.id = p_revision_id for update;
  if v_rev.id is null then
    raise exception 'revision_not_found' using errcode = 'P0001';
  end if;
  if v_rev.status <> 'submitted' then
    raise exception 'revision_not_submitted' using errcode = 'P0001';
  end if;
  v_problem := public.course_document_problem(v_rev.course_id, v_rev.document);
  if v_problem is not null then
    raise exception '%', v_problem using errcode = 'P0001';
  end if;
  perform public.apply_course_document(v_rev.course_id, v_rev.document);
  update public.courses c set status = 'published', published_at = coalesce(c.published_at, now()), updated_at = now()
  where c.id = v_rev.course_id;
  update public.course_revisions r
  set status = 'approved', reviewed_by = (select auth.uid()), reviewed_at = now(), updated_at = now()
  where r.id = v_rev.id;
  return jsonb_build_object('id', v_rev.id, 'course_id', v_rev.course_id, 'status', 'approved');
end;
$$;

-- Returns a submitted revision to its instructor with a note; the live course is untouched.
create or replace function public.admin_return_course_revision(p_revision_id bigint, p_note text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_rev public.course_revisions;
begin
  perform public.require_admin();
  if p_note is null or char_length(btrim(p_note)) not between 1 and 2000 then
    raise exception 'review_note_invalid' using errcode = 'P0001';
  end if;
  select * into v_rev from public.course_revisions r where r.id = p_revision_id for update;
  if v_rev.id is null then
    raise exception 'revision_not_found' using errcode = 'P0001';
  end if;
  if v_rev.status <> 'submitted' then
    raise exception 'revision_not_submitted' using errcode = 'P0001';
  end if;
  update public.course_revisions r
  set status = 'returned', review_note = btrim(p_note), reviewed_by = (select auth.uid()), reviewed_at = now(), updated_at = now()
  where r.id = v_rev.id;
  perform public.queue_course_returned_email(v_rev.course_id, btrim(p_note));
  return jsonb_build_object('id', v_rev.id, 'status', 'returned');
end;
$$;

revoke all on function
  public.studio_create_course(text, text), public.studio_get_course(bigint), public.studio_save_course(bigint, jsonb),
  public.studio_submit_course(bigint), public.admin_list_course_revisions(), public.admin_get_course_revision(bigint),
  public.admin_approve_course_revision(bigint), public.admin_return_course_revision(bigint, text)
  from public, anon;
grant execute on function
  public.studio_create_course(text, text), public.studio_get_course(bigint), public.studio_save_course(bigint, jsonb),
  public.studio_submit_course(bigint), public.admin_list_course_revisions(), public.admin_get_course_revision(bigint),
  public.admin_approve_course_revision(bigint), public.admin_return_course_revision(bigint, text)
  to authenticated, service_role;
