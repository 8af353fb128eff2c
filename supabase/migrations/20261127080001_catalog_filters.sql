-- Issue 31 item 4: the catalogue's free / price range / rating filters, and related courses.
-- search_courses keeps its behaviour and its first five parameters (calls that name only those
-- answer as before) and gains four filters, applied in the database like the others so the
-- server render and the browser get the same page. Its cards carry the sale (price of the
-- moment, sale price and end) from course_catalog (20261127080000_sale_prices.sql).
-- Bounds (decision 0042): each argument larger than anything the catalogue's form sends is
-- refused with 22023 (PostgREST: 400) naming it, instead of being worked on.
--   p_q 1000 characters (the search itself uses the first 100, as before); p_category, p_level,
--   p_sort 50 characters; p_min_price, p_max_price 0..10,000,000 baht; p_min_rating 0..5.
-- The price range is on the price of the moment (a course on sale is found at its sale price).

drop function if exists public.search_courses(text, text, text, text, integer);

create or replace function public.search_courses(
  p_q text default '',
  p_category text default null,
  p_level text default null,
  p_sort text default null,
  p_page integer default 1,
  p_free boolean default false,
  p_min_price integer default null,
  p_max_price integer default null,
  p_min_rating numeric default null
) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  page_size constant integer := 12;
  v_query text;
  v_terms text[];
  v_category text;
  v_level text;
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_total integer;
  v_courses jsonb;
  v_word_terms text[];
  v_suggestion text;
begin
  if char_length(p_q) > 1000 then
    raise exception 'p_q is longer than 1000 characters' using errcode = '22023';
  end if;
  if char_length(p_category) > 50 or char_length(p_level) > 50 or char_length(p_sort) > 50 then
    raise exception 'p_category, p_level and p_sort are at most 50 characters' using errcode = '22023';
  end if;
  if p_min_price not between 0 and 10000000 or p_max_price not between 0 and 10000000 then
    raise exception 'p_min_price and p_max_price are between 0 and 10000000' using errcode = '22023';
  end if;
  if p_min_rating not between 0 and 5 then
    raise exception 'p_min_rating is between 0 and 5' using errcode = '22023';
  end if;
  v_query := left(coalesce(p_q, ''), 100);
  v_terms := public.search_terms(v_query);
  v_category := nullif(nullif(btrim(p_category), ''), 'all');
  v_level := nullif(nullif(btrim(p_level), ''), 'all');

  with matches as (
    select c.*
    from public.course_catalog c
    where (v_category is null or c.category = v_category)
      and (v_level is null or c.level = v_level)
      and (not coalesce(p_free, false) or c.price = 0)
      and (p_min_price is null or c.current_price >= p_min_price)
      and (p_max_price is null or c.current_price <= p_max_price)
      and (p_min_rating is null or c.rating_avg >= p_min_rating)
      and public.course_matches(c.title, c.description, v_terms)
  )
  select
    (select count(*) from matches),
    (
      select coalesce(jsonb_agg(to_jsonb(page_rows) - 'position' order by page_rows.position), '[]'::jsonb)
      from (
        select
          c.id, c.title, c.description, c.image_url, c.instructor_id, c.category, c.level, c.price,
          c.instructor_name, c.lessons_count, c.duration_minutes, c.students_count, c.rating_avg,
          c.reviews_count, c.published_at, c.sale_price, c.sale_ends_at, c.current_price,
          row_number() over (order by
            case when p_sort = 'popular' then c.students_count end desc nulls last,
            case when p_sort = 'rating' then c.rating_avg end desc nulls last,
            case when p_sort = 'rating' then c.reviews_count end desc nulls last,
            case when p_sort = 'newest' then coalesce(c.published_at, c.created_at) end desc nulls last,
            case when p_sort = 'price_asc' then c.current_price end asc nulls last,
            case when p_sort = 'price_desc' then c.current_price end desc nulls last,
            c.id) as position
        from matches c
        order by position
        offset (v_page - 1) * page_size
        limit page_size
      ) as page_rows
    )
  into v_total, v_courses;

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

revoke execute on function public.search_courses(text, text, text, text, integer, boolean, integer, integer, numeric) from public;
grant execute on function public.search_courses(text, text, text, text, integer, boolean, integer, integer, numeric)
  to anon, authenticated, service_role;

-- Up to four other visible courses like this one: same category and level first, then same
-- category, then same level; the most learners first within each. Caller's rights: course_catalog
-- decides what the caller may see, as for the catalogue.
create or replace function public.related_courses(p_course_id bigint)
returns setof public.course_catalog rows 4
language sql stable security invoker set search_path = ''
as $$
  select c.*
  from public.course_catalog c
  join public.course_catalog this on this.id = p_course_id
  where c.id <> this.id and (c.category = this.category or c.level = this.level)
  order by (c.category = this.category) desc, (c.level = this.level) desc, c.students_count desc, c.id
  limit 4
$$;
revoke execute on function public.related_courses(bigint) from public;
grant execute on function public.related_courses(bigint) to anon, authenticated, service_role;

-- The landing's three shelves (issue 31 item 3) in one call, for the site server's render of "/"
-- and the page's own fetch alike: the four most learned courses, the four newest, four free ones
-- (most learned first). Card fields only; caller's rights over course_catalog, as the catalogue.
create or replace function public.landing_courses() returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with cards as (
    select c.id, c.title, c.image_url, c.level, c.price, c.sale_price, c.current_price, c.rating_avg,
      c.reviews_count, c.students_count, c.instructor_name,
      row_number() over (order by c.students_count desc, c.id) as by_learners,
      row_number() over (order by coalesce(c.published_at, c.created_at) desc, c.id desc) as by_date,
      case when c.price = 0 then row_number() over (partition by c.price = 0 order by c.students_count desc, c.id) end as by_free
    from public.course_catalog c
    where c.status = 'published'
  )
  select jsonb_build_object(
    'popular', coalesce((select jsonb_agg(to_jsonb(k) - 'by_learners' - 'by_date' - 'by_free' order by k.by_learners) from cards k where k.by_learners <= 4), '[]'::jsonb),
    'newest', coalesce((select jsonb_agg(to_jsonb(k) - 'by_learners' - 'by_date' - 'by_free' order by k.by_date) from cards k where k.by_date <= 4), '[]'::jsonb),
    'free', coalesce((select jsonb_agg(to_jsonb(k) - 'by_learners' - 'by_date' - 'by_free' order by k.by_free) from cards k where k.by_free <= 4), '[]'::jsonb)
  )
$$;
revoke execute on function public.landing_courses() from public;
grant execute on function public.landing_courses() to anon, authenticated, service_role;
