-- Articles get a slug: the readable, stable part of /blog/{slug} (issue 20, item 1).
-- Lowercase a–z, 0–9 and single hyphens, at most 100 characters, unique. An article written
-- without one gets `<latin words of the title>-<id>` or `article-<id>` (Thai titles have no
-- Latin letters), once: editing the title never moves the article. Only an admin changing the
-- slug itself does, and the admin form warns about it for a published article.

create or replace function public.slugify(p_text text) returns text
language sql immutable set search_path = ''
as $$
  select nullif(trim(both '-' from regexp_replace(lower(coalesce(p_text, '')), '[^a-z0-9]+', '-', 'g')), '');
$$;

create or replace function public.default_article_slug(p_title text, p_id bigint) returns text
language sql immutable set search_path = ''
as $$
  select coalesce(trim(both '-' from left(public.slugify(p_title), 80)) || '-', 'article-') || p_id::text;
$$;

alter table public.articles add column slug text;
update public.articles set slug = public.default_article_slug(title, id) where slug is null;
alter table public.articles alter column slug set not null;
alter table public.articles add constraint articles_slug_key unique (slug);
alter table public.articles add constraint articles_slug_format
  check (char_length(slug) <= 100 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');

-- Fills a missing slug (before the not-null and format checks run); an update that blanks
-- it keeps the old one.
create or replace function public.prepare_article_slug() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.slug is null or new.slug = '' then
    new.slug := case when tg_op = 'UPDATE' then old.slug else public.default_article_slug(new.title, new.id) end;
  end if;
  return new;
end;
$$;

create trigger articles_slug before insert or update of slug on public.articles
  for each row execute function public.prepare_article_slug();

-- The list gains the slug and, for a sitemap's lastmod, updated_at (a view only grows columns at its end).
create or replace view public.published_articles with (security_barrier = true) as
select
  a.id,
  a.title,
  a.excerpt,
  a.cover_url,
  u.name as author_name,
  a.views,
  a.published_at,
  a.slug,
  a.updated_at
from public.articles a
left join public.users u on u.id = a.author_id
where a.status = 'published'
order by a.published_at desc nulls last, a.id desc;

-- One article for /blog/{slug}: published for everyone, a draft for admins only (the preview).
-- Definer to show the author's display name and avatar (the caller may not read users);
-- null when there is no such article or the caller may not see it, so a draft's existence
-- does not leak. previous = the next older published article, next = the next newer one.
create or replace function public.get_article(p_slug text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v public.articles;
begin
  if p_slug is null or char_length(p_slug) > 100 then
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

revoke execute on function public.get_article(text) from public;
grant execute on function public.get_article(text) to anon, authenticated, service_role;
grant execute on function public.slugify(text), public.default_article_slug(text, bigint) to anon, authenticated, service_role;
