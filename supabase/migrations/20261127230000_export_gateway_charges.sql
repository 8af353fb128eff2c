-- export_my_data also names gateway_charges (issue 29's payment gateway), so the PDPA export covers every table that
-- holds a member's rows again. Written after both branches' migrations: gateway added the table, catalogue the last
-- full definition (wishlists); this one is both.
create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'sign in first' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object('id', a.id, 'email', a.email, 'created_at', a.created_at,
        'last_sign_in_at', a.last_sign_in_at, 'email_confirmed_at', a.email_confirmed_at)
      from auth.users a where a.id = v_uid
    ),
    'profile', (select to_jsonb(u) from public.users u where u.id = v_uid),
    -- An instructor's public profile is theirs too (null for everyone else).
    'instructor_profile', (select to_jsonb(i) - 'user_id' from public.instructors i where i.user_id = v_uid),
    'consents', coalesce((
      select jsonb_agg(to_jsonb(c) - 'user_id' order by c.accepted_at, c.id) from public.consents c where c.user_id = v_uid
    ), '[]'::jsonb),
    'enrollments', coalesce((
      select jsonb_agg(to_jsonb(e) - 'user_id' || jsonb_build_object('course_title', co.title) order by e.enrolled_at)
      from public.enrollments e join public.courses co on co.id = e.course_id where e.user_id = v_uid
    ), '[]'::jsonb),
    'lesson_progress', coalesce((
      select jsonb_agg(to_jsonb(p) - 'user_id' order by p.completed_at) from public.lesson_progress p where p.user_id = v_uid
    ), '[]'::jsonb),
    'reviews', coalesce((
      select jsonb_agg(to_jsonb(r) - 'user_id' order by r.created_at) from public.reviews r where r.user_id = v_uid
    ), '[]'::jsonb),
    'certificates', coalesce((
      select jsonb_agg(to_jsonb(c) - 'user_id' order by c.issued_at) from public.certificates c where c.user_id = v_uid
    ), '[]'::jsonb),
    'orders', coalesce((
      select jsonb_agg(to_jsonb(o) - 'user_id' order by o.created_at) from public.orders o where o.user_id = v_uid
    ), '[]'::jsonb),
    'receipts', coalesce((
      select jsonb_agg(to_jsonb(rc) order by rc.issued_at)
      from public.receipts rc join public.orders o on o.id = rc.order_id where o.user_id = v_uid
    ), '[]'::jsonb),
    -- The slips' metadata (the images are in Storage, readable by the member in their folder).
    'payment_slips', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'order_id', s.order_id, 'object_path', s.object_path,
        'status', s.status, 'reject_reason', s.reject_reason, 'reviewed_at', s.reviewed_at, 'created_at', s.created_at)
        order by s.created_at)
      from public.payment_slips s where s.user_id = v_uid
    ), '[]'::jsonb),
    -- Learning activity added by issue 19: quiz attempts, code submissions, where each video stopped.
    'quiz_attempts', coalesce((
      select jsonb_agg(to_jsonb(q) - 'user_id' order by q.created_at) from public.quiz_attempts q where q.user_id = v_uid
    ), '[]'::jsonb),
    'exercise_submissions', coalesce((
      select jsonb_agg(to_jsonb(s) - 'user_id' order by s.submitted_at) from public.exercise_submissions s where s.user_id = v_uid
    ), '[]'::jsonb),
    'lesson_watch_positions', coalesce((
      select jsonb_agg(to_jsonb(w) - 'user_id' order by w.updated_at) from public.lesson_watch_positions w where w.user_id = v_uid
    ), '[]'::jsonb),
    -- Issue 27: the watch time the server credited, the evidence behind a completed video lesson.
    'lesson_watch_progress', coalesce((
      select jsonb_agg(to_jsonb(w) - 'user_id' order by w.lesson_id) from public.lesson_watch_progress w where w.user_id = v_uid
    ), '[]'::jsonb),
    -- What the member wrote (issue 20): lesson questions and replies, replies to reviews, and their e-mail choices.
    'lesson_questions', coalesce((
      select jsonb_agg(to_jsonb(q) - 'user_id' order by q.created_at) from public.lesson_questions q where q.user_id = v_uid
    ), '[]'::jsonb),
    'lesson_replies', coalesce((
      select jsonb_agg(to_jsonb(r) - 'user_id' order by r.created_at) from public.lesson_replies r where r.user_id = v_uid
    ), '[]'::jsonb),
    'review_replies', coalesce((
      select jsonb_agg(to_jsonb(r) - 'author_id' order by r.created_at) from public.review_replies r where r.author_id = v_uid
    ), '[]'::jsonb),
    'notification_preferences', coalesce((
      select jsonb_agg(to_jsonb(n) - 'user_id' order by n.kind) from public.notification_preferences n where n.user_id = v_uid
    ), '[]'::jsonb),
    -- Issue 29: the member's card, PromptPay and mobile-banking charges at the payment gateway (never a card number:
    -- the card went to the gateway's vault; what is kept is the charge id, amount, method and status).
    'gateway_charges', coalesce((
      select jsonb_agg(to_jsonb(g) - 'user_id' order by g.created_at) from public.gateway_charges g where g.user_id = v_uid
    ), '[]'::jsonb),
    -- Issue 31: the courses the member keeps in รายการโปรด.
    'wishlists', coalesce((
      select jsonb_agg(to_jsonb(w) - 'user_id' || jsonb_build_object('course_title', co.title) order by w.created_at)
      from public.wishlists w join public.courses co on co.id = w.course_id where w.user_id = v_uid
    ), '[]'::jsonb),
    'deletion_requests', coalesce((
      select jsonb_agg(to_jsonb(d) - 'user_id' order by d.requested_at) from public.account_deletion_requests d where d.user_id = v_uid
    ), '[]'::jsonb)
  );
end;
$$;

