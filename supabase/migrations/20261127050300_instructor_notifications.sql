-- Instructor and admin e-mails (issue 30 item 6): the instructor of a course hears of a new
-- question in it and a new review of it, and of their course returned from review; admins hear
-- of a course submitted for review. Every kind can be switched off per member through the
-- unsubscribe link in its footer, like the learners' kinds (notification_preferences).
--   instructor_question   trigger on lesson_questions
--   instructor_review     trigger on reviews
--   course_returned       queue_course_returned_email(course_id, note)  — the studio's review calls it
--   course_submitted      queue_course_submitted_email(course_id)       — the studio's submit calls it

-- ── the kinds join whatever the tables already allow ────────────────────────────────────────
-- Other branches add kinds too: the list is read from the current constraint and extended,
-- so the order in which the migrations run does not drop anyone's kinds.
do $$
declare
  v_table text;
  v_constraint text;
  v_kinds text[];
begin
  for v_table, v_constraint in
    select c.conrelid::regclass::text, c.conname from pg_constraint c
    where c.conrelid in ('public.email_outbox'::regclass, 'public.notification_preferences'::regclass)
      and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%kind%= ANY%'
  loop
    select array_agg(distinct m[1] order by m[1]) into v_kinds
    from regexp_matches(
      (select pg_get_constraintdef(c.oid) from pg_constraint c where c.conname = v_constraint and c.conrelid = v_table::regclass),
      '''([a-z_]+)''', 'g') as m;
    v_kinds := array(select distinct unnest(v_kinds || array['instructor_question', 'instructor_review', 'course_returned', 'course_submitted']) order by 1);
    execute format('alter table %s drop constraint %I', v_table, v_constraint);
    execute format('alter table %s add constraint %I check (kind = any (%L::text[]))', v_table, v_constraint, v_kinds);
  end loop;
end;
$$;

-- ── labels and content: the new kinds, then whatever came before ────────────────────────────
alter function public.email_kind_label(text) rename to email_kind_label_before_instructors;
create or replace function public.email_kind_label(p_kind text) returns text
language sql immutable set search_path = ''
as $$
  select case p_kind
    when 'instructor_question' then 'อีเมลแจ้งคำถามใหม่ในคอร์สที่คุณสอน'
    when 'instructor_review' then 'อีเมลแจ้งรีวิวใหม่ของคอร์สที่คุณสอน'
    when 'course_returned' then 'อีเมลแจ้งผลการตรวจคอร์สที่ส่งกลับมาแก้ไข'
    when 'course_submitted' then 'อีเมลแจ้งคอร์สที่ส่งมาให้ตรวจ'
    else public.email_kind_label_before_instructors(p_kind)
  end;
$$;
-- Private, as decision 0042 made it: only email_compose (through the definer queue_email) calls it.
revoke execute on function public.email_kind_label(text) from public, anon, authenticated;
grant execute on function public.email_kind_label(text) to service_role;

alter function public.email_content(text, jsonb) rename to email_content_before_instructors;
create or replace function public.email_content(p_kind text, p_data jsonb) returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  v_name text := coalesce(nullif(btrim(p_data ->> 'name'), ''), 'ผู้สอน');
  v_course text := p_data ->> 'course_title';
  v_excerpt text := left(regexp_replace(coalesce(p_data ->> 'excerpt', ''), '\s+', ' ', 'g'), 280)
    || case when char_length(coalesce(p_data ->> 'excerpt', '')) > 280 then '…' else '' end;
begin
  return case p_kind
    when 'instructor_question' then jsonb_build_object(
      'greeting', 'สวัสดีคุณ' || v_name,
      'subject', 'คำถามใหม่ในคอร์ส ' || v_course || ': "' || left(p_data ->> 'question_title', 120) || '"',
      'paragraphs', jsonb_build_array(
        coalesce(nullif(p_data ->> 'asker_name', ''), 'ผู้เรียน') || ' ถามในบทเรียน "' || (p_data ->> 'lesson_title') || '"',
        '"' || v_excerpt || '"'),
      'details', jsonb_build_array(jsonb_build_array('คอร์ส', v_course)),
      'cta_label', 'ตอบคำถาม',
      'link_path', '/course/' || (p_data ->> 'course_id') || '/lesson/' || (p_data ->> 'lesson_id') || '#question-' || (p_data ->> 'question_id'))
    when 'instructor_review' then jsonb_build_object(
      'greeting', 'สวัสดีคุณ' || v_name,
      'subject', 'รีวิวใหม่ ' || (p_data ->> 'rating') || ' ดาว ของคอร์ส ' || v_course,
      'paragraphs', jsonb_build_array(
        coalesce(nullif(p_data ->> 'reviewer_name', ''), 'ผู้เรียน') || ' ให้ ' || (p_data ->> 'rating') || ' ดาวกับคอร์ส "' || v_course || '"',
        case when v_excerpt = '' then 'ไม่ได้เขียนความเห็นไว้' else '"' || v_excerpt || '"' end),
      'details', jsonb_build_array(jsonb_build_array('คอร์ส', v_course), jsonb_build_array('คะแนน', (p_data ->> 'rating') || ' / 5')),
      'cta_label', 'อ่านและตอบรีวิว',
      'link_path', '/course/' || (p_data ->> 'course_id') || '#reviews')
    when 'course_returned' then jsonb_build_object(
      'greeting', 'สวัสดีคุณ' || v_name,
      'subject', 'คอร์ส ' || v_course || ' ถูกส่งกลับมาให้แก้ไข',
      'paragraphs', jsonb_build_array(
        'ผู้ดูแลระบบตรวจคอร์ส "' || v_course || '" แล้ว และขอให้แก้ไขก่อนเผยแพร่',
        'หมายเหตุจากผู้ตรวจ: "' || left(coalesce(p_data ->> 'note', ''), 1000) || '"'),
      'details', jsonb_build_array(jsonb_build_array('คอร์ส', v_course)),
      'cta_label', 'แก้ไขคอร์สในสตูดิโอ',
      'link_path', '/studio/courses/' || (p_data ->> 'course_id'))
    when 'course_submitted' then jsonb_build_object(
      'greeting', 'สวัสดีคุณ' || coalesce(nullif(btrim(p_data ->> 'name'), ''), 'ผู้ดูแลระบบ'),
      'subject', 'คอร์สรอตรวจ: ' || v_course,
      'paragraphs', jsonb_build_array(
        coalesce(nullif(p_data ->> 'instructor_name', ''), 'ผู้สอน') || ' ส่งคอร์ส "' || v_course || '" มาให้ตรวจก่อนเผยแพร่'),
      'details', jsonb_build_array(jsonb_build_array('คอร์ส', v_course)),
      'cta_label', 'ตรวจคอร์ส',
      'link_path', '/admin/reviews')
    else public.email_content_before_instructors(p_kind, p_data)
  end;
end;
$$;
revoke execute on function public.email_content(text, jsonb), public.email_content_before_instructors(text, jsonb)
  from public, anon, authenticated;

-- The account of a course's instructor, if linked.
create or replace function public.course_instructor_user(p_course_id bigint) returns uuid
language sql stable security definer set search_path = ''
as $$
  select i.user_id from public.courses c join public.instructors i on i.id = c.instructor_id where c.id = p_course_id;
$$;
revoke execute on function public.course_instructor_user(bigint) from public, anon, authenticated;

-- ── triggers ────────────────────────────────────────────────────────────────────────────────
create or replace function public.queue_instructor_question_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_instructor uuid := public.course_instructor_user(new.course_id);
begin
  if v_instructor is null or v_instructor is not distinct from new.user_id then
    return null;
  end if;
  perform public.queue_email(
    v_instructor, 'instructor_question',
    jsonb_build_object(
      'question_id', new.id,
      'question_title', new.title,
      'lesson_id', new.lesson_id,
      'lesson_title', (select l.title from public.lessons l where l.id = new.lesson_id),
      'course_id', new.course_id,
      'course_title', (select c.title from public.courses c where c.id = new.course_id),
      'asker_name', (select u.name from public.users u where u.id = new.user_id),
      'excerpt', new.body
    ),
    'instructor_question:' || new.id
  );
  return null;
end;
$$;
revoke execute on function public.queue_instructor_question_email() from public, anon, authenticated;
create trigger lesson_questions_queue_instructor_email after insert on public.lesson_questions
  for each row execute function public.queue_instructor_question_email();

create or replace function public.queue_instructor_review_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_instructor uuid := public.course_instructor_user(new.course_id);
begin
  if v_instructor is null or v_instructor is not distinct from new.user_id then
    return null;
  end if;
  perform public.queue_email(
    v_instructor, 'instructor_review',
    jsonb_build_object(
      'course_id', new.course_id,
      'course_title', (select c.title from public.courses c where c.id = new.course_id),
      'reviewer_name', (select u.name from public.users u where u.id = new.user_id),
      'rating', new.rating,
      'excerpt', new.comment
    ),
    'instructor_review:' || new.id
  );
  return null;
end;
$$;
revoke execute on function public.queue_instructor_review_email() from public, anon, authenticated;
create trigger reviews_queue_instructor_email after insert on public.reviews
  for each row execute function public.queue_instructor_review_email();

-- ── for the studio's review workflow (branch studio calls these from its definer functions) ──
-- The course's instructor learns it was returned, with the admin's note. Returns the outbox id
-- (null when nobody is linked, or the instructor switched the kind off).
create or replace function public.queue_course_returned_email(p_course_id bigint, p_note text) returns bigint
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_instructor uuid := public.course_instructor_user(p_course_id);
begin
  if v_instructor is null then
    return null;
  end if;
  return public.queue_email(
    v_instructor, 'course_returned',
    jsonb_build_object(
      'course_id', p_course_id,
      'course_title', (select c.title from public.courses c where c.id = p_course_id),
      'note', left(coalesce(p_note, ''), 1000)
    ),
    'course_returned:' || p_course_id || ':' || extract(epoch from clock_timestamp())::bigint
  );
end;
$$;

-- Every active admin learns a course waits for review. Returns how many e-mails were queued.
create or replace function public.queue_course_submitted_email(p_course_id bigint) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_admin uuid;
  v_count integer := 0;
  v_stamp bigint := extract(epoch from clock_timestamp())::bigint;
begin
  for v_admin in select u.id from public.users u where u.role = 'admin' and u.status = 'active' loop
    if public.queue_email(
      v_admin, 'course_submitted',
      jsonb_build_object(
        'course_id', p_course_id,
        'course_title', (select c.title from public.courses c where c.id = p_course_id),
        'instructor_name', (select i.name from public.courses c join public.instructors i on i.id = c.instructor_id where c.id = p_course_id)
      ),
      'course_submitted:' || p_course_id || ':' || v_admin || ':' || v_stamp
    ) is not null then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
revoke execute on function public.queue_course_returned_email(bigint, text), public.queue_course_submitted_email(bigint)
  from public, anon, authenticated;
grant execute on function public.queue_course_returned_email(bigint, text), public.queue_course_submitted_email(bigint) to service_role;
