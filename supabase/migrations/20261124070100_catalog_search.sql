-- Catalogue search (issue 20 item 3), part 2: one call that searches, filters, sorts and pages
-- the catalogue, and the catalogue header's live counts.
--
-- search_courses runs with the caller's rights (security invoker): it reads course_catalog,
-- which already decides what a caller may see (published only, drafts for admins;
-- decision 0005), and search_synonyms, which everyone may read. catalog_stats is a definer
-- function because the learners' count covers everyone's enrolments, which RLS hides; it
-- returns two numbers and nothing else.

-- The text a search looks for: the query itself, and the English term of each Thai spelling
-- it contains ("คอร์สไพทอน" → python), or that it begins (ไพท, typed halfway → python).
create or replace function public.search_terms(p_text text) returns text[]
language sql stable security invoker set search_path = ''
as $$
  with input as (select lower(btrim(coalesce(p_text, ''))) as text)
  select coalesce(array_agg(distinct terms.term), '{}')
  from (
    select input.text from input where input.text <> ''
    union
    select lower(s.canonical) from public.search_synonyms s, input
    where input.text <> ''
      and (position(s.term in input.text) > 0
        or (char_length(input.text) >= 3 and starts_with(s.term, input.text)))
  ) as terms(term)
$$;

-- An ILIKE pattern that finds `p_text` anywhere, its own % _ \ matched literally.
create or replace function public.like_contains(p_text text) returns text
language sql immutable security invoker set search_path = ''
as $$
  select '%' || replace(replace(replace(p_text, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

-- Whether a course's title or description contains any of the terms (no terms: every course).
create or replace function public.course_matches(p_title text, p_description text, p_terms text[]) returns boolean
language sql immutable security invoker set search_path = ''
as $$
  select cardinality(p_terms) = 0 or exists (
    select 1 from unnest(p_terms) as t(term)
    where p_title ilike public.like_contains(t.term) or coalesce(p_description, '') ilike public.like_contains(t.term)
  )
$$;

-- One page (12 courses) of the catalogue:
--   p_q         matched in title or description, case-insensitively, Thai spellings of English
--               terms included (search_synonyms)
--   p_category, p_level   null or 'all' for any
--   p_sort      'popular' | 'newest' | 'rating' | 'price_asc' | 'price_desc'; anything else keeps
--               the school's own order (by id)
--   p_page      from 1
-- Answers { total, page, page_size, courses: [card rows of course_catalog], suggested_category }.
-- suggested_category is set only when nothing matched: the category (other than the one
-- filtered on) with the most courses matching the query's words one by one (and the level), or
-- failing any, the one with the most learners.
create or replace function public.search_courses(
  p_q text default '',
  p_category text default null,
  p_level text default null,
  p_sort text default null,
  p_page integer default 1
) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  page_size constant integer := 12;
  v_query text := left(coalesce(p_q, ''), 100);
  v_terms text[] := public.search_terms(v_query);
  v_category text := nullif(nullif(btrim(p_category), ''), 'all');
  v_level text := nullif(nullif(btrim(p_level), ''), 'all');
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_total integer;
  v_courses jsonb;
  v_word_terms text[];
  v_suggestion text;
begin
  select count(*) into v_total
  from public.course_catalog c
  where (v_category is null or c.category = v_category)
    and (v_level is null or c.level = v_level)
    and public.course_matches(c.title, c.description, v_terms);

  select coalesce(jsonb_agg(to_jsonb(page_rows) - 'position' order by page_rows.position), '[]'::jsonb)
  into v_courses
  from (
    select
      c.id, c.title, c.description, c.image_url, c.instructor_id, c.category, c.level, c.price,
      c.instructor_name, c.lessons_count, c.duration_minutes, c.students_count, c.rating_avg,
      c.reviews_count, c.published_at,
      row_number() over (order by
        case when p_sort = 'popular' then c.students_count end desc nulls last,
        case when p_sort = 'rating' then c.rating_avg end desc nulls last,
        case when p_sort = 'rating' then c.reviews_count end desc nulls last,
        case when p_sort = 'newest' then coalesce(c.published_at, c.created_at) end desc nulls last,
        case when p_sort = 'price_asc' then c.price end asc nulls last,
        case when p_sort = 'price_desc' then c.price end desc nulls last,
        c.id) as position
    from public.course_catalog c
    where (v_category is null or c.category = v_category)
      and (v_level is null or c.level = v_level)
      and public.course_matches(c.title, c.description, v_terms)
    order by position
    offset (v_page - 1) * page_size
    limit page_size
  ) as page_rows;

  if v_total = 0 then
    select coalesce(array_agg(distinct t.term), '{}') into v_word_terms
    from regexp_split_to_table(lower(btrim(v_query)), '\s+') as w(word),
      unnest(public.search_terms(w.word)) as t(term)
    where char_length(w.word) >= 2;

    select c.category into v_suggestion
    from public.course_catalog c
    where c.category is distinct from v_category
    group by c.category
    order by
      count(*) filter (where (v_level is null or c.level = v_level)
        and (btrim(v_query) = '' or (cardinality(v_word_terms) > 0 and public.course_matches(c.title, c.description, v_word_terms)))) desc,
      sum(c.students_count) desc,
      c.category
    limit 1;
  end if;

  return jsonb_build_object(
    'total', v_total,
    'page', v_page,
    'page_size', page_size,
    'courses', v_courses,
    'suggested_category', v_suggestion
  );
end;
$$;

-- The catalogue header's live figures: published courses, and the people enrolled in them.
create or replace function public.catalog_stats() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'courses', (select count(*) from public.courses c where c.status = 'published'),
    'learners', (
      select count(distinct e.user_id) from public.enrollments e
      join public.courses c on c.id = e.course_id and c.status = 'published'
    )
  )
$$;

revoke execute on function public.search_terms(text), public.like_contains(text),
  public.course_matches(text, text, text[]), public.search_courses(text, text, text, text, integer),
  public.catalog_stats() from public;
grant execute on function public.search_terms(text), public.like_contains(text),
  public.course_matches(text, text, text[]), public.search_courses(text, text, text, text, integer),
  public.catalog_stats() to anon, authenticated, service_role;
