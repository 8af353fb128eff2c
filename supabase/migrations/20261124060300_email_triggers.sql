-- Who queues which e-mail (decision 0035). Each event queues through queue_email(), which renders
-- the shared template and honours the member's preferences; a dedupe key per event means a
-- trigger that fires again never queues a second copy.

-- Welcome: the profile row is created by the sign-up trigger (or admin_create_member).
create or replace function public.queue_welcome_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.queue_email(new.id, 'welcome', '{}'::jsonb, 'welcome:' || new.id);
  return null;
end;
$$;
create trigger users_queue_welcome_email after insert on public.users
  for each row execute function public.queue_welcome_email();

-- Enrolment confirmation, for a free course, a paid order's enrolment and an admin's alike.
create or replace function public.queue_enrollment_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.queue_email(
    new.user_id, 'enrollment',
    jsonb_build_object('course_id', new.course_id, 'course_title', (select c.title from public.courses c where c.id = new.course_id)),
    'enrollment:' || new.id
  );
  return null;
end;
$$;
create trigger enrollments_queue_email after insert on public.enrollments
  for each row execute function public.queue_enrollment_email();

-- Certificate issued: the verification link is the public /certificate/<code> page.
create or replace function public.queue_certificate_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.user_id is not null then
    perform public.queue_email(
      new.user_id, 'certificate',
      jsonb_build_object('course_id', new.course_id, 'code', new.code,
        'course_title', (select c.title from public.courses c where c.id = new.course_id)),
      'certificate:' || new.id
    );
  end if;
  return null;
end;
$$;
create trigger certificates_queue_email after insert on public.certificates
  for each row execute function public.queue_certificate_email();

-- A reply to someone's question tells the asker (not when they answer themselves).
create or replace function public.queue_qa_reply_email() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_question public.lesson_questions;
begin
  select * into v_question from public.lesson_questions q where q.id = new.question_id;
  if v_question.user_id is null or v_question.user_id is not distinct from new.user_id or v_question.deleted_at is not null then
    return null;
  end if;
  perform public.queue_email(
    v_question.user_id, 'qa_reply',
    jsonb_build_object(
      'question_id', v_question.id,
      'question_title', v_question.title,
      'lesson_id', new.lesson_id,
      'lesson_title', (select l.title from public.lessons l where l.id = new.lesson_id),
      'course_id', new.course_id,
      'course_title', (select c.title from public.courses c where c.id = new.course_id),
      'replier_name', (select u.name from public.users u where u.id = new.user_id),
      'excerpt', new.body
    ),
    'qa_reply:' || new.id
  );
  return null;
end;
$$;
create trigger lesson_replies_queue_email after insert on public.lesson_replies
  for each row execute function public.queue_qa_reply_email();

-- Receipt: the paid trigger as in 20261123000400, its e-mail now through the shared template.
create or replace function public.fulfil_paid_order(p_order public.orders) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_settings public.site_settings;
  v_buyer public.users;
  v_title text;
  v_year integer := extract(year from (p_order.paid_at at time zone 'Asia/Bangkok'))::integer;
  v_number integer;
  v_receipt public.receipts;
begin
  if p_order.user_id is not null then
    insert into public.enrollments (user_id, course_id)
    values (p_order.user_id, p_order.course_id)
    on conflict (user_id, course_id) do nothing;
  end if;

  select * into v_settings from public.site_settings s where s.id;
  select * into v_buyer from public.users u where u.id = p_order.user_id;
  select c.title into v_title from public.courses c where c.id = p_order.course_id;

  -- The counter row is created once per year and then locked by the update until commit, so
  -- concurrent payments queue here and a rolled-back payment gives its number back.
  insert into public.receipt_counters (year, last_number) values (v_year, 0) on conflict (year) do nothing;
  update public.receipt_counters rc set last_number = rc.last_number + 1
  where rc.year = v_year returning rc.last_number into v_number;

  insert into public.receipts (
    receipt_number, order_id, issued_at, school_name, school_tax_id, school_address,
    buyer_name, buyer_email, item_title, subtotal, discount, total, vat, net
  ) values (
    'RCPT-' || v_year || '-' || lpad(v_number::text, 6, '0'), p_order.id, p_order.paid_at,
    coalesce(v_settings.school_name, ''), v_settings.school_tax_id, coalesce(v_settings.school_address, ''),
    coalesce(nullif(v_buyer.name, ''), v_buyer.email, ''), v_buyer.email, v_title,
    p_order.subtotal, p_order.discount, p_order.total,
    round(p_order.total * 7 / 107, 2), p_order.total - round(p_order.total * 7 / 107, 2)
  )
  returning * into v_receipt;

  if p_order.user_id is not null then
    perform public.queue_email(
      p_order.user_id, 'receipt',
      jsonb_build_object(
        'name', v_receipt.buyer_name,
        'school_name', v_receipt.school_name,
        'order_id', p_order.id,
        'order_number', p_order.order_number,
        'item_title', v_title,
        'amount', to_char(p_order.total, 'FM999,999,990.00'),
        'receipt_number', v_receipt.receipt_number
      ),
      'receipt:' || v_receipt.id
    );
  end if;
end;
$$;

-- "เรียนต่อจากที่ค้างไว้": once a week at most, to each active member with an unfinished course
-- and no lesson completed (nor enrolment) for 7 days, about the course they touched last and its
-- next lesson. Called by local-supabase's worker and, on hosted Supabase, by pg_cron (README).
-- The dedupe key is the member and the Bangkok ISO week, and a member mailed in the last 6 days
-- is skipped, so running it often is harmless. Returns how many e-mails it queued.
create or replace function public.queue_continue_learning_emails() returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_row record;
  v_count integer := 0;
  v_week text := to_char(now() at time zone 'Asia/Bangkok', 'IYYY-IW');
begin
  for v_row in
    select distinct on (e.user_id)
      e.user_id, e.course_id, c.title as course_title, act.last_at,
      coalesce(prog.total, 0) as total_lessons, coalesce(prog.done, 0) as completed_lessons,
      nxt.id as next_lesson_id, nxt.title as next_lesson_title
    from public.enrollments e
    join public.users u on u.id = e.user_id and u.status = 'active'
    join public.courses c on c.id = e.course_id and c.status = 'published'
    cross join lateral (
      select greatest(e.enrolled_at, (
        select max(p.completed_at) from public.lesson_progress p where p.user_id = e.user_id and p.course_id = e.course_id
      )) as last_at
    ) act
    cross join lateral (
      select count(*) as total,
        count(*) filter (where exists (
          select 1 from public.lesson_progress p where p.user_id = e.user_id and p.lesson_id = l.id
        )) as done
      from public.lessons l where l.course_id = e.course_id
    ) prog
    left join lateral (
      select l.id, l.title from public.lessons l
      join public.course_modules m on m.id = l.module_id
      where l.course_id = e.course_id
        and not exists (select 1 from public.lesson_progress p where p.user_id = e.user_id and p.lesson_id = l.id)
      order by m.position, l.position, l.id
      limit 1
    ) nxt on true
    where e.completed_at is null
      and nxt.id is not null
      -- Idle: nothing done in any course for 7 days.
      and not exists (
        select 1 from public.lesson_progress p
        where p.user_id = e.user_id and p.completed_at > now() - interval '7 days'
      )
      and not exists (
        select 1 from public.enrollments e2
        where e2.user_id = e.user_id and e2.enrolled_at > now() - interval '7 days'
      )
      and not exists (
        select 1 from public.email_outbox o
        where o.user_id = e.user_id and o.kind = 'continue_learning' and o.created_at > now() - interval '6 days'
      )
    order by e.user_id, act.last_at desc
  loop
    if public.queue_email(
      v_row.user_id, 'continue_learning',
      jsonb_build_object(
        'course_id', v_row.course_id,
        'course_title', v_row.course_title,
        'total_lessons', v_row.total_lessons,
        'completed_lessons', v_row.completed_lessons,
        'progress_percent', case when v_row.total_lessons = 0 then 0
          else round(100.0 * v_row.completed_lessons / v_row.total_lessons)::integer end,
        'next_lesson_title', v_row.next_lesson_title,
        'next_lesson_path', '/course/' || v_row.course_id || '/lesson/' || v_row.next_lesson_id
      ),
      'continue_learning:' || v_row.user_id || ':' || v_week
    ) is not null then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
revoke execute on function public.queue_continue_learning_emails() from public, anon, authenticated;
grant execute on function public.queue_continue_learning_emails() to service_role;
