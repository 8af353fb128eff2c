-- One article view per visitor per day (issue 18 item 7, decision 0030).
--
-- increment_article_views counted every call, so a loop could push any article to the top.
-- Now a view counts once per visitor, article and Bangkok calendar day. The visitor is the
-- signed-in member (auth.uid()) or, signed out, a random key the browser keeps in localStorage
-- and sends as p_visitor_key. Only a SHA-256 digest of "who + article + day" is stored, in a
-- table no client role can read or write: the marks cannot be joined back to a member or a
-- browser, and they are pruned after two days.

create table public.article_view_marks (
  digest bytea primary key,
  viewed_on date not null
);
create index article_view_marks_viewed_on_idx on public.article_view_marks (viewed_on);
alter table public.article_view_marks enable row level security;
revoke all on table public.article_view_marks from anon, authenticated;

drop function if exists public.increment_article_views(bigint);

-- Returns the article's view count after this call (unchanged when this visitor already counted
-- today, or when a signed-out caller sends no usable key), or null when no published article has
-- this id. Definer because readers may neither update articles nor see the marks.
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

revoke all on function public.increment_article_views(bigint, text) from public;
grant execute on function public.increment_article_views(bigint, text) to anon, authenticated, service_role;
