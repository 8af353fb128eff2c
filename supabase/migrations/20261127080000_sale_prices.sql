-- Issue 31 item 4: a sale price with an end date (decision 0057). The database decides what a
-- learner pays: price_course (the one place an amount is computed, used by checkout_quote and
-- create_order) takes the sale price only while now() < sale_ends_at, so a card that still shows
-- a countdown in an open tab, or a client that sends anything at all, cannot buy at the sale price
-- after it ends. A coupon applies to the price of the moment (the sale price during the sale),
-- exactly as before to the list price.
alter table public.courses
  add column sale_price integer,
  add column sale_ends_at timestamptz,
  -- Both or neither; a sale is cheaper than the list price and never free (a free course is
  -- enrolled without an order, which a sale ending mid-checkout would contradict).
  add constraint courses_sale_complete check ((sale_price is null) = (sale_ends_at is null)),
  add constraint courses_sale_below_price check (sale_price is null or (sale_price > 0 and sale_price < price));

-- The price a learner pays for a course right now: the sale price before its end, else the list price.
create or replace function public.course_current_price(p_price integer, p_sale_price integer, p_sale_ends_at timestamptz)
returns integer
language sql stable security invoker set search_path = ''
as $$
  select case when p_sale_price is not null and now() < p_sale_ends_at then p_sale_price else p_price end
$$;
revoke execute on function public.course_current_price(integer, integer, timestamptz) from public;
grant execute on function public.course_current_price(integer, integer, timestamptz) to anon, authenticated, service_role;

-- The catalogue's rows carry the sale (its end drives the countdown) and the price of the
-- moment, for cards and the filters. The columns before are unchanged, in their order (c.* of
-- 20261121000300_views.sql, listed because it now has more columns).
create or replace view public.course_catalog with (security_barrier = true) as
select
  c.id, c.title, c.description, c.long_description, c.image_url, c.instructor_id, c.category, c.level,
  c.price, c.language, c.subtitles, c.requirements, c.what_you_learn, c.features, c.status,
  c.published_at, c.created_at, c.updated_at,
  i.name as instructor_name,
  i.title as instructor_title,
  i.avatar_url as instructor_avatar_url,
  coalesce(ls.lessons_count, 0)::integer as lessons_count,
  coalesce(ls.duration_minutes, 0)::integer as duration_minutes,
  coalesce(en.students_count, 0)::integer as students_count,
  coalesce(rv.rating_avg, 0)::numeric(2, 1) as rating_avg,
  coalesce(rv.reviews_count, 0)::integer as reviews_count,
  -- An ended sale is not shown at all: the card has nothing to count down.
  case when now() < c.sale_ends_at then c.sale_price end as sale_price,
  case when now() < c.sale_ends_at then c.sale_ends_at end as sale_ends_at,
  public.course_current_price(c.price, c.sale_price, c.sale_ends_at) as current_price
from public.courses c
left join public.instructors i on i.id = c.instructor_id
left join lateral (
  select count(*) as lessons_count, sum(l.duration_minutes) as duration_minutes
  from public.lessons l where l.course_id = c.id
) ls on true
left join lateral (
  select count(*) as students_count from public.enrollments e where e.course_id = c.id
) en on true
left join lateral (
  select round(avg(r.rating), 1) as rating_avg, count(*) as reviews_count
  from public.reviews r where r.course_id = c.id
) rv on true
where c.status = 'published' or (select public.is_admin());

-- price_course as in 20261123000300_selling_functions.sql, but the subtotal is the price of the
-- moment (course_current_price). Returns the list price too, so the checkout can show the saving.
create or replace function public.price_course(
  p_user_id uuid, p_course_id bigint, p_coupon_code text, p_lock boolean
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_course public.courses;
  v_coupon public.coupons;
  v_code text := nullif(upper(trim(coalesce(p_coupon_code, ''))), '');
  v_subtotal numeric(10, 2);
  v_discount numeric(10, 2) := 0;
begin
  select * into v_course from public.courses c where c.id = p_course_id and c.status = 'published';
  if v_course.id is null then
    raise exception 'course_not_found' using errcode = 'P0001';
  end if;
  if v_course.price = 0 then
    raise exception 'course_is_free' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.enrollments e where e.user_id = p_user_id and e.course_id = p_course_id) then
    raise exception 'already_enrolled' using errcode = 'P0001';
  end if;
  v_subtotal := public.course_current_price(v_course.price, v_course.sale_price, v_course.sale_ends_at);

  if v_code is not null then
    if p_lock then
      select * into v_coupon from public.coupons k where k.code = v_code for update;
    else
      select * into v_coupon from public.coupons k where k.code = v_code;
    end if;
    if v_coupon.id is null then
      raise exception 'coupon_unknown' using errcode = 'P0001';
    end if;
    if not v_coupon.active
      or (v_coupon.starts_at is not null and v_coupon.starts_at > now())
      or (v_coupon.ends_at is not null and v_coupon.ends_at <= now()) then
      raise exception 'coupon_expired' using errcode = 'P0001';
    end if;
    if v_coupon.course_id is not null and v_coupon.course_id <> p_course_id then
      raise exception 'coupon_not_for_course' using errcode = 'P0001';
    end if;
    -- A use is a paid or pending order (pending holds its use until it expires or is cancelled).
    if v_coupon.max_uses is not null and v_coupon.max_uses <= (
      select count(*) from public.orders o where o.coupon_id = v_coupon.id and o.status in ('paid', 'pending')
    ) then
      raise exception 'coupon_used_up' using errcode = 'P0001';
    end if;
    if v_coupon.max_uses_per_user is not null and v_coupon.max_uses_per_user <= (
      select count(*) from public.orders o
      where o.coupon_id = v_coupon.id and o.user_id = p_user_id and o.status in ('paid', 'pending')
    ) then
      raise exception 'coupon_limit_reached' using errcode = 'P0001';
    end if;
    v_discount := case v_coupon.kind
      when 'percent' then round(v_subtotal * v_coupon.value / 100, 2)
      else least(v_coupon.value, v_subtotal)
    end;
  end if;

  return jsonb_build_object(
    'course_id', v_course.id,
    'course_title', v_course.title,
    'list_price', v_course.price,
    'subtotal', v_subtotal,
    'discount', v_discount,
    'total', v_subtotal - v_discount,
    'coupon_code', v_coupon.code,
    'coupon_id', v_coupon.id
  );
end;
$$;
