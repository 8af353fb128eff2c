-- Decision 0042, finished: the seven functions that cut oversized input short in silence (answering
-- null, searching the first 100 characters, keeping 500 characters of a reason, ignoring a key) now
-- refuse it with 22023 (PostgREST: 400) and a message naming the parameter, before any work, like
-- course_matches. The bounds are the ones they already cut at, so no input the pages send changes
-- meaning: every page validates to these limits first (a too-long article slug or certificate code
-- is "not found" without a call; the admin's search box and refund reason have maxLength).
-- Bodies are otherwise unchanged from their last definitions (named above each one).

-- From 20261124050000_article_slugs.sql: a slug is at most 100 characters (articles_slug_format).
create or replace function public.get_article(p_slug text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v public.articles;
begin
  if char_length(p_slug) > 100 then
    raise exception 'p_slug is longer than 100 characters' using errcode = '22023';
  end if;
  if p_slug is null then
    return null;
  end if;
  select * into v from public.articles a where a.slug = lower(trim(p_slug));
  if not found or (v.status <> 'published' and not public.is_admin()) then
    return null;
  end if;
  return jsonb_build_object(
    'id', v.id,
    'slug', v.slug,
    'title', v.title,
    'excerpt', v.excerpt,
    'body', v.body,
    'cover_url', v.cover_url,
    'status', v.status,
    'views', v.views,
    'published_at', v.published_at,
    'updated_at', v.updated_at,
    'author_name', (select u.name from public.users u where u.id = v.author_id),
    'author_avatar_url', (select u.avatar_url from public.users u where u.id = v.author_id),
    'previous', case when v.status = 'published' then (
      select jsonb_build_object('slug', p.slug, 'title', p.title)
      from public.articles p
      where p.status = 'published' and (p.published_at, p.id) < (v.published_at, v.id)
      order by p.published_at desc, p.id desc
      limit 1
    ) end,
    'next', case when v.status = 'published' then (
      select jsonb_build_object('slug', n.slug, 'title', n.title)
      from public.articles n
      where n.status = 'published' and (n.published_at, n.id) > (v.published_at, v.id)
      order by n.published_at, n.id
      limit 1
    ) end
  );
end;
$$;

-- From 20261123200100_pdpa_deleted_members.sql: a printed code is far shorter than 40 characters
-- (RC-<year>-<6 to 16>); plpgsql now, so that it can refuse before the query.
create or replace function public.verify_certificate(p_code text)
returns table (code text, learner_name text, course_title text, course_id bigint, issued_at timestamptz)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if char_length(p_code) > 40 then
    raise exception 'p_code is longer than 40 characters' using errcode = '22023';
  end if;
  return query
  select c.code, coalesce(u.name, c.holder_name), co.title, co.id, c.issued_at
  from public.certificates c
  left join public.users u on u.id = c.user_id
  join public.courses co on co.id = c.course_id
  where p_code is not null
    and c.code = upper(trim(p_code));
end;
$$;

-- From 20261123000300_selling_functions.sql: the search is at most 100 characters (the admin's
-- search box has maxLength 100) and a status is a short word.
create or replace function public.admin_list_orders(
  p_status text default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_limit integer default 20,
  p_offset integer default 0
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_search text;
  v_pattern text;
  v_result jsonb;
begin
  perform public.require_admin();
  if char_length(p_status) > 32 then
    raise exception 'p_status is longer than 32 characters' using errcode = '22023';
  end if;
  if char_length(p_search) > 100 then
    raise exception 'p_search is longer than 100 characters' using errcode = '22023';
  end if;
  v_search := nullif(trim(coalesce(p_search, '')), '');
  perform public.expire_stale_orders(null);
  if v_search is not null then
    v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  with matched as (
    select o.*, u.name as learner_name, u.email as learner_email, c.title as course_title
    from public.orders o
    join public.courses c on c.id = o.course_id
    left join public.users u on u.id = o.user_id
    where (p_status is null or o.status = p_status)
      and (p_from is null or o.created_at >= (p_from::timestamp at time zone 'Asia/Bangkok'))
      and (p_to is null or o.created_at < ((p_to + 1)::timestamp at time zone 'Asia/Bangkok'))
      and (
        v_pattern is null
        or o.order_number ilike v_pattern
        or u.name ilike v_pattern
        or u.email ilike v_pattern
      )
  ),
  page as (
    select m.* from matched m
    order by m.created_at desc, m.id desc
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from matched),
    'rows', coalesce((
      select jsonb_agg(to_jsonb(pg) || jsonb_build_object(
        'latest_slip', (
          select jsonb_build_object(
            'id', s.id, 'status', s.status, 'reject_reason', s.reject_reason,
            'object_path', s.object_path, 'created_at', s.created_at
          )
          from public.payment_slips s where s.order_id = pg.id order by s.id desc limit 1
        )
      ) order by pg.created_at desc, pg.id desc)
      from page pg
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

-- From 20261123000300_selling_functions.sql: a reason is at most 500 characters (the refund
-- dialog's limit); before, the rest was dropped without a word.
create or replace function public.admin_refund_order(p_order_id bigint, p_reason text)
returns public.orders
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_reason text;
  v_order public.orders;
begin
  perform public.require_admin();
  if char_length(p_reason) > 500 then
    raise exception 'p_reason is longer than 500 characters' using errcode = '22023';
  end if;
  v_reason := nullif(trim(coalesce(p_reason, '')), '');
  if v_reason is null then
    raise exception 'reason_required' using errcode = 'P0001';
  end if;
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if v_order.id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  if v_order.status <> 'paid' then
    raise exception 'order_not_paid' using errcode = 'P0001';
  end if;
  perform public.set_order_change_context(false, v_reason);
  update public.orders o set status = 'refunded' where o.id = p_order_id returning * into v_order;
  perform public.set_order_change_context(false, null);
  return v_order;
end;
$$;

-- From 20261124010000_article_views_per_visitor.sql: a visitor key is 16-128 characters
-- (shared/src/visitor); a longer one is refused, a malformed short one still counts nothing.
create or replace function public.increment_article_views(p_article_id bigint, p_visitor_key text default null)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_today date := (now() at time zone 'Asia/Bangkok')::date;
  v_visitor text;
  v_views integer;
  v_counted integer;
begin
  if char_length(p_visitor_key) > 128 then
    raise exception 'p_visitor_key is longer than 128 characters' using errcode = '22023';
  end if;
  select a.views into v_views from public.articles a where a.id = p_article_id and a.status = 'published';
  if not found then
    return null;
  end if;
  if v_uid is not null then
    v_visitor := 'member:' || v_uid::text;
  elsif p_visitor_key ~ '^[A-Za-z0-9_-]{16,128}$' then
    v_visitor := 'browser:' || p_visitor_key;
  else
    return v_views;
  end if;

  insert into public.article_view_marks (digest, viewed_on)
  values (pg_catalog.sha256(pg_catalog.convert_to(v_visitor || '|' || p_article_id::text || '|' || v_today::text, 'UTF8')), v_today)
  on conflict (digest) do nothing;
  get diagnostics v_counted = row_count;
  if v_counted = 0 then
    return v_views;
  end if;

  delete from public.article_view_marks m where m.viewed_on < v_today - 1;
  update public.articles a set views = a.views + 1 where a.id = p_article_id returning a.views into v_views;
  return v_views;
end;
$$;

-- From 20261126400100_audit_every_table.sql: a table name is a PostgreSQL identifier (at most 63 bytes).
create or replace function public.admin_list_audit_log(
  p_table text default null,
  p_actor uuid default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default 20,
  p_offset integer default 0
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform public.require_admin();
  if octet_length(p_table) > 63 then
    raise exception 'p_table is longer than 63 bytes (a table name)' using errcode = '22023';
  end if;
  with matched as (
    select l.* from public.audit_log l
    where (p_table is null or l.table_name = p_table)
      and (p_actor is null or l.actor_id = p_actor)
      and (p_from is null or l.at >= (p_from::timestamp at time zone 'Asia/Bangkok'))
      and (p_to is null or l.at < ((p_to + 1)::timestamp at time zone 'Asia/Bangkok'))
  ),
  page as (
    select m.* from matched m
    order by m.at desc, m.id desc
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from matched),
    'rows', coalesce((
      select jsonb_agg(to_jsonb(pg) || jsonb_build_object('actor_name', u.name, 'actor_email', u.email)
        order by pg.at desc, pg.id desc)
      from page pg left join public.users u on u.id = pg.actor_id
    ), '[]'::jsonb),
    'actors', coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.name)
      from public.users u
      where u.id in (select distinct l.actor_id from public.audit_log l)
    ), '[]'::jsonb),
    'tables', coalesce((
      select jsonb_agg(t.table_name order by t.table_name)
      from (select distinct l.table_name from public.audit_log l) t
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

-- From 20261123200200_pdpa_functions.sql: a kind is 'terms' or 'privacy'; anything longer than a
-- short word is refused rather than compared.
create or replace function public.current_legal_version(p_kind text) returns integer
language plpgsql stable security definer set search_path = ''
as $$
begin
  if char_length(p_kind) > 32 then
    raise exception 'p_kind is longer than 32 characters' using errcode = '22023';
  end if;
  return (select max(d.version) from public.legal_documents d where d.kind = p_kind and d.published_at <= now());
end;
$$;

-- From 20261124020300_admin_lesson_captions.sql: the list's size is checked before the lesson is
-- looked up, so an oversized list is refused (22023) whatever lesson id comes with it.
create or replace function public.admin_set_lesson_captions(p_lesson_id bigint, p_tracks jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only admins edit caption tracks' using errcode = '42501';
  end if;
  if p_tracks is null or jsonb_typeof(p_tracks) <> 'array' or jsonb_array_length(p_tracks) > 20 then
    raise exception 'p_tracks must be a list of at most 20 {lang, label, url}' using errcode = '22023';
  end if;
  if not exists (select 1 from public.lessons where id = p_lesson_id) then
    raise exception 'lesson % does not exist', p_lesson_id using errcode = 'P0002';
  end if;
  delete from public.lesson_captions
  where lesson_id = p_lesson_id
    and lang not in (select t ->> 'lang' from jsonb_array_elements(p_tracks) t where t ->> 'lang' is not null);
  -- A language twice in the list breaks the (lesson, lang) key: 23505, nothing saved.
  insert into public.lesson_captions (lesson_id, lang, label, url, position)
  select p_lesson_id, t.value ->> 'lang', btrim(t.value ->> 'label'), btrim(t.value ->> 'url'), t.ordinality::integer
  from jsonb_array_elements(p_tracks) with ordinality as t (value, ordinality)
  on conflict (lesson_id, lang) do update
    set label = excluded.label, url = excluded.url, position = excluded.position;
end;
$$;
