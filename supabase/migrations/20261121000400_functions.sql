-- The RianCode schema, part 4: functions anyone may call through /rest/v1/rpc/<name>.
-- Security definer functions have an empty search_path and qualify every name, so nothing a
-- caller creates can change what they do.

-- The landing page's "Create Tables" button. Creates nothing and grants nothing: the schema
-- comes from migrations. It only reports which public tables exist, so the button is harmless.
create or replace function public.create_initial_schema() returns jsonb
language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'ok', true,
    'tables', coalesce(
      (select jsonb_agg(t.tablename::text order by t.tablename)
       from pg_catalog.pg_tables t where t.schemaname = 'public'),
      '[]'::jsonb
    )
  );
$$;

-- Public verification of a certificate code (printed on the certificate). Only display
-- fields leave: the learner's name, the course title and the date.
create or replace function public.verify_certificate(p_code text)
returns table (code text, learner_name text, course_title text, course_id bigint, issued_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select c.code, u.name, co.title, co.id, c.issued_at
  from public.certificates c
  join public.users u on u.id = c.user_id
  join public.courses co on co.id = c.course_id
  where p_code is not null
    and char_length(p_code) <= 40
    and c.code = upper(trim(p_code));
$$;

-- One lesson with its content, or 42501. Reading lesson_contents through RLS would answer a
-- locked lesson with "no row"; the player needs to tell "locked" from "missing", and the same
-- 42501 for both keeps draft lessons from being probed.
create or replace function public.get_lesson(p_lesson_id bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_admin boolean := public.is_admin();
  v_lesson jsonb;
begin
  select to_jsonb(l) || jsonb_build_object('video_url', lc.video_url, 'body', coalesce(lc.body, ''))
    into v_lesson
  from public.lessons l
  join public.courses c on c.id = l.course_id
  left join public.lesson_contents lc on lc.lesson_id = l.id
  where l.id = p_lesson_id
    and (
      v_admin
      or (
        c.status = 'published'
        and (
          l.is_preview
          or exists (
            select 1 from public.enrollments e where e.course_id = l.course_id and e.user_id = v_uid
          )
        )
      )
    );
  if v_lesson is null then
    raise exception 'lesson % is not available to you', p_lesson_id
      using errcode = '42501', hint = 'Enrol in the course or choose a free preview lesson.';
  end if;
  return v_lesson;
end;
$$;

-- Counts a view of a published article; returns the new count, or null when there is no such
-- published article. Definer because readers may not update articles.
create or replace function public.increment_article_views(p_article_id bigint) returns integer
language sql volatile security definer set search_path = ''
as $$
  update public.articles a set views = a.views + 1
  where a.id = p_article_id and a.status = 'published'
  returning a.views;
$$;

grant execute on function public.create_initial_schema(), public.verify_certificate(text),
  public.get_lesson(bigint), public.increment_article_views(bigint), public.is_admin()
  to anon, authenticated, service_role;
