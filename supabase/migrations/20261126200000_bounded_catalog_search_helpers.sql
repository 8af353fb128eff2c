-- Issue 27: one anonymous call of course_matches with a 1 MB description and 3,000 terms held
-- the whole API for minutes (every term ILIKE'd over the whole text: terms x length work, and
-- PGlite has one connection). The catalogue search's helpers stay callable by anon and
-- authenticated, because search_courses runs with the caller's rights (security invoker) and
-- calls them; instead each refuses input larger than anything search_courses or the tables can
-- hand it, with 22023 (PostgREST: 400) naming the parameter and the limit.
-- Bounds, and where they come from:
--   p_title        200 characters   courses.title's check
--   p_description  1000 characters  courses.description's check
--   p_terms        500 terms of at most 200 characters each; search_courses cuts the query
--                  to 100 characters, so its terms are its words plus the distinct English
--                  spellings of the synonyms they contain (dozens, far under 500); a direct call
--                  then does at most 500 x 1200 characters of matching
--   p_text         200 characters   search_terms and like_contains receive a query word or a term
-- Signatures, volatility, security (invoker) and grants are unchanged; the functions become
-- plpgsql because a plain SQL function cannot raise.

create or replace function public.search_terms(p_text text) returns text[]
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_text text := lower(btrim(coalesce(p_text, '')));
begin
  if char_length(p_text) > 200 then
    raise exception 'p_text is longer than 200 characters' using errcode = '22023';
  end if;
  if v_text = '' then
    return '{}';
  end if;
  return (
    select coalesce(array_agg(distinct terms.term), '{}')
    from (
      select v_text
      union
      select lower(s.canonical) from public.search_synonyms s
      where position(s.term in v_text) > 0
        or (char_length(v_text) >= 3 and starts_with(s.term, v_text))
    ) as terms(term)
  );
end
$$;

create or replace function public.like_contains(p_text text) returns text
language plpgsql immutable security invoker set search_path = ''
as $$
begin
  if char_length(p_text) > 200 then
    raise exception 'p_text is longer than 200 characters' using errcode = '22023';
  end if;
  return '%' || replace(replace(replace(p_text, '\', '\\'), '%', '\%'), '_', '\_') || '%';
end
$$;

create or replace function public.course_matches(p_title text, p_description text, p_terms text[]) returns boolean
language plpgsql immutable security invoker set search_path = ''
as $$
begin
  if char_length(p_title) > 200 then
    raise exception 'p_title is longer than 200 characters' using errcode = '22023';
  end if;
  if char_length(p_description) > 1000 then
    raise exception 'p_description is longer than 1000 characters' using errcode = '22023';
  end if;
  if cardinality(p_terms) > 500 then
    raise exception 'p_terms has more than 500 terms' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_terms) as t(term) where char_length(t.term) > 200) then
    raise exception 'a term of p_terms is longer than 200 characters' using errcode = '22023';
  end if;
  return cardinality(p_terms) = 0 or exists (
    select 1 from unnest(p_terms) as t(term)
    where p_title ilike public.like_contains(t.term) or coalesce(p_description, '') ilike public.like_contains(t.term)
  );
end
$$;
