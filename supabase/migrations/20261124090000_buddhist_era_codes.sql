-- One rule for years (issue 20): every year a person reads is the Buddhist era (พ.ศ.), the year
-- Thai readers use, and the one the site's dates already show through Intl's th-TH calendar. Codes
-- a person reads and types carry that year too, so a certificate issued on 24 พฤศจิกายน 2569 is
-- RC-2569-…, not RC-2026-…. Codes issued before this migration keep their digits: they are
-- identifiers, and a printed certificate or a sent receipt must stay valid as issued.

-- The Bangkok calendar year of a moment in the Buddhist era: 2026-11-24 → 2569.
create or replace function public.buddhist_era_year(p_at timestamptz) returns integer
language sql stable set search_path = ''
as $$
  select extract(year from p_at at time zone 'Asia/Bangkok')::integer + 543;
$$;

-- 10 symbols from a 32-letter alphabet without 0/O/1/I: 50 random bits, unguessable.
create or replace function public.new_certificate_code() returns text
language plpgsql volatile set search_path = ''
as $$
declare
  v_alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  v_bytes bytea := extensions.gen_random_bytes(10);
  v_code text := '';
begin
  for i in 0..9 loop
    v_code := v_code || substr(v_alphabet, (get_byte(v_bytes, i) % 32) + 1, 1);
  end loop;
  return 'RC-' || public.buddhist_era_year(now()) || '-' || v_code;
end;
$$;

-- RC-25691124-000042: the order's Bangkok date in the Buddhist era and a number from one sequence.
create or replace function public.new_order_number() returns text
language sql volatile set search_path = ''
as $$
  select 'RC-' || public.buddhist_era_year(now()) || to_char(now() at time zone 'Asia/Bangkok', 'MMDD') || '-'
    || lpad(nextval('public.order_number_seq')::text, 6, '0');
$$;

revoke execute on function public.buddhist_era_year(timestamptz), public.new_certificate_code(),
  public.new_order_number() from public, anon, authenticated;

-- Opens an order. The amount is computed here from the course's price; a client sends none.
-- An order a coupon makes free is paid at once (nothing to transfer).
create or replace function public.create_order(p_course_id bigint, p_coupon_code text default null)
returns public.orders
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := public.require_active_member();
  v_price jsonb;
  v_expiry integer;
  v_order public.orders;
begin
  perform public.expire_stale_orders(v_uid);
  v_price := public.price_course(v_uid, p_course_id, p_coupon_code, true);
  if exists (
    select 1 from public.orders o where o.user_id = v_uid and o.course_id = p_course_id and o.status = 'pending'
  ) then
    raise exception 'order_already_open' using errcode = 'P0001';
  end if;
  select s.order_expiry_minutes into v_expiry from public.site_settings s where s.id;

  insert into public.orders (
    order_number, user_id, course_id, status, subtotal, discount, total, coupon_id, coupon_code, expires_at
  ) values (
    public.new_order_number(),
    v_uid, p_course_id, 'pending',
    (v_price ->> 'subtotal')::numeric, (v_price ->> 'discount')::numeric, (v_price ->> 'total')::numeric,
    (v_price ->> 'coupon_id')::bigint, v_price ->> 'coupon_code',
    now() + make_interval(mins => coalesce(v_expiry, 30))
  )
  returning * into v_order;

  if v_order.total = 0 then
    perform public.set_order_change_context(false, 'คูปองครอบคลุมยอดทั้งหมด');
    update public.orders o set status = 'paid', paid_at = now()
    where o.id = v_order.id
    returning * into v_order;
    perform public.set_order_change_context(false, null);
  end if;
  return v_order;
end;
$$;

