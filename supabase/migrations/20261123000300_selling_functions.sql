-- Selling courses (issue 21), part 3: the functions that move money and orders.
-- All are security definer with an empty search_path (every name qualified). Business rules
-- raise errcode P0001 with a stable lower_snake key as the message (the UI maps it to Thai);
-- permission failures stay 42501. Every learner-facing function first expires the caller's
-- stale pending orders, so expiry needs no scheduler here (decision 0023: pg_cron on hosted).

-- ── internal helpers (not API: execute revoked at the end) ─────────────────────────────────

-- The signed-in caller, who must be an active member.
create or replace function public.require_active_member() returns uuid
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'not_signed_in' using errcode = 'P0001';
  end if;
  if not exists (select 1 from public.users u where u.id = v_uid and u.status = 'active') then
    raise exception 'member_inactive' using errcode = 'P0001';
  end if;
  return v_uid;
end;
$$;

-- Who and why for the order_events row the status trigger writes next. Transaction-local, and
-- cleared by passing nulls; 'system' records actor null (expiry, a gateway).
create or replace function public.set_order_change_context(p_system boolean, p_reason text) returns void
language sql volatile set search_path = ''
as $$
  select pg_catalog.set_config('riancode.order_actor', case when p_system then 'system' else '' end, true),
         pg_catalog.set_config('riancode.order_reason', coalesce(p_reason, ''), true);
$$;

-- Pending orders past their time become expired (actor null). An order whose slip waits for an
-- admin does not expire: the learner has paid and must not lose the order to the clock.
-- p_user_id null = everybody's (admin screens).
create or replace function public.expire_stale_orders(p_user_id uuid) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_count integer;
begin
  perform public.set_order_change_context(true, 'หมดเวลาชำระเงิน');
  update public.orders o set status = 'expired'
  where o.status = 'pending'
    and o.expires_at <= now()
    and (p_user_id is null or o.user_id = p_user_id)
    and not exists (select 1 from public.payment_slips s where s.order_id = o.id and s.status = 'submitted');
  get diagnostics v_count = row_count;
  perform public.set_order_change_context(false, null);
  return v_count;
end;
$$;

-- The Thai 13-digit ID check digit (national ID and tax ID share it).
create or replace function public.thai_id_is_valid(p_id text) returns boolean
language plpgsql immutable set search_path = ''
as $$
declare
  v_sum integer := 0;
begin
  if p_id is null or p_id !~ '^[0-9]{13}$' then
    return false;
  end if;
  for i in 1..12 loop
    v_sum := v_sum + substr(p_id, i, 1)::integer * (14 - i);
  end loop;
  return (11 - v_sum % 11) % 10 = substr(p_id, 13, 1)::integer;
end;
$$;

-- The price of a course for a learner, with an optional coupon, validated: the one place an
-- amount is computed. p_lock takes the coupon row for update so two checkouts cannot both take
-- its last use. Returns { course_id, course_title, subtotal, discount, total, coupon_code, coupon_id }.
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
  v_subtotal := v_course.price;

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
    'subtotal', v_subtotal,
    'discount', v_discount,
    'total', v_subtotal - v_discount,
    'coupon_code', v_coupon.code,
    'coupon_id', v_coupon.id
  );
end;
$$;

-- ── learner functions ──────────────────────────────────────────────────────────────────────

-- What the checkout shows before anything is written.
create or replace function public.checkout_quote(p_course_id bigint, p_coupon_code text default null)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := public.require_active_member();
begin
  perform public.expire_stale_orders(v_uid);
  return public.price_course(v_uid, p_course_id, p_coupon_code, false) - 'coupon_id';
end;
$$;

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
    'RC-' || to_char(now() at time zone 'Asia/Bangkok', 'YYYYMMDD') || '-'
      || lpad(nextval('public.order_number_seq')::text, 6, '0'),
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

-- One order with what the checkout and the order list need, or order_not_found (also for
-- someone else's order: the two are never told apart).
create or replace function public.get_order(p_order_id bigint) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := public.require_active_member();
  v_owner uuid;
  v_result jsonb;
begin
  select o.user_id into v_owner from public.orders o
  where o.id = p_order_id and (o.user_id = v_uid or public.is_admin());
  if not found then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  perform public.expire_stale_orders(v_owner);

  select to_jsonb(o) || jsonb_build_object(
      'course_title', c.title,
      'course_image_url', c.image_url,
      'promptpay_id', s.promptpay_id,
      'school_name', s.school_name,
      'seconds_left', case when o.status = 'pending'
        then greatest(0, floor(extract(epoch from (o.expires_at - now()))))::integer else 0 end,
      'latest_slip', (
        select jsonb_build_object('id', p.id, 'status', p.status, 'reject_reason', p.reject_reason, 'created_at', p.created_at)
        from public.payment_slips p where p.order_id = o.id order by p.id desc limit 1
      ),
      'receipt_number', (select r.receipt_number from public.receipts r where r.order_id = o.id)
    )
    into v_result
  from public.orders o
  join public.courses c on c.id = o.course_id
  left join public.site_settings s on s.id
  where o.id = p_order_id;
  return v_result;
end;
$$;

-- The owner gives up a pending order (it frees the coupon use it held).
create or replace function public.cancel_order(p_order_id bigint) returns public.orders
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := public.require_active_member();
  v_order public.orders;
begin
  perform public.expire_stale_orders(v_uid);
  select * into v_order from public.orders o where o.id = p_order_id and o.user_id = v_uid for update;
  if v_order.id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  if v_order.status = 'expired' then
    raise exception 'order_expired' using errcode = 'P0001';
  end if;
  if v_order.status <> 'pending' then
    raise exception 'order_not_pending' using errcode = 'P0001';
  end if;
  perform public.set_order_change_context(false, 'ผู้เรียนยกเลิกคำสั่งซื้อ');
  update public.orders o set status = 'cancelled' where o.id = p_order_id returning * into v_order;
  perform public.set_order_change_context(false, null);
  return v_order;
end;
$$;

-- The learner's transfer slip, already uploaded to Storage (bucket payment-slips, under
-- <user_id>/<order_id>/). The object is checked as hosted Storage records it, so a path the
-- learner made up, another learner's file, a PDF or a 6 MB photo are all slip_invalid.
-- A new slip replaces the one waiting for review.
create or replace function public.submit_payment_slip(p_order_id bigint, p_object_path text)
returns public.payment_slips
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := public.require_active_member();
  v_order public.orders;
  v_object record;
  v_slip public.payment_slips;
begin
  perform public.expire_stale_orders(v_uid);
  select * into v_order from public.orders o where o.id = p_order_id and o.user_id = v_uid for update;
  if v_order.id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  if v_order.status = 'expired' or (v_order.status = 'pending' and v_order.expires_at <= now()) then
    raise exception 'order_expired' using errcode = 'P0001';
  end if;
  if v_order.status <> 'pending' then
    raise exception 'order_not_pending' using errcode = 'P0001';
  end if;
  if p_object_path is null
    or char_length(p_object_path) > 500
    or p_object_path like '%..%'
    or p_object_path not like v_uid::text || '/' || p_order_id::text || '/_%' then
    raise exception 'slip_invalid' using errcode = 'P0001';
  end if;
  select o.metadata ->> 'mimetype' as mimetype, o.metadata ->> 'size' as size into v_object
  from storage.objects o
  where o.bucket_id = 'payment-slips' and o.name = p_object_path;
  if not found
    or coalesce(v_object.mimetype, '') not in ('image/jpeg', 'image/png', 'image/webp')
    or coalesce(v_object.size, '') !~ '^[0-9]{1,12}$'
    or v_object.size::bigint > 5242880 then
    raise exception 'slip_invalid' using errcode = 'P0001';
  end if;

  update public.payment_slips s set object_path = p_object_path, created_at = now()
  where s.order_id = p_order_id and s.status = 'submitted'
  returning * into v_slip;
  if v_slip.id is null then
    insert into public.payment_slips (order_id, user_id, object_path)
    values (p_order_id, v_uid, p_object_path)
    returning * into v_slip;
  end if;
  return v_slip;
end;
$$;

-- ── admin functions ────────────────────────────────────────────────────────────────────────

create or replace function public.require_admin() returns uuid
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  return (select auth.uid());
end;
$$;

-- Money seen on the bank statement without a slip: the admin marks the order paid.
create or replace function public.admin_mark_order_paid(p_order_id bigint, p_note text default null)
returns public.orders
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_order public.orders;
begin
  perform public.require_admin();
  perform public.expire_stale_orders(null);
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if v_order.id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  if v_order.status = 'expired' then
    raise exception 'order_expired' using errcode = 'P0001';
  end if;
  if v_order.status <> 'pending' then
    raise exception 'order_not_pending' using errcode = 'P0001';
  end if;
  perform public.set_order_change_context(false, left(nullif(trim(coalesce(p_note, '')), ''), 500));
  update public.orders o set status = 'paid', paid_at = now(), paid_via = 'admin'
  where o.id = p_order_id returning * into v_order;
  perform public.set_order_change_context(false, null);
  return v_order;
end;
$$;

-- Approving a slip pays its order (paid_via 'slip'); rejecting needs a reason the learner sees.
create or replace function public.admin_review_slip(p_slip_id bigint, p_approve boolean, p_reason text default null)
returns public.payment_slips
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_admin uuid := public.require_admin();
  v_reason text := left(nullif(trim(coalesce(p_reason, '')), ''), 500);
  v_slip public.payment_slips;
  v_order public.orders;
begin
  select * into v_slip from public.payment_slips s where s.id = p_slip_id for update;
  if v_slip.id is null then
    raise exception 'slip_not_found' using errcode = 'P0001';
  end if;
  if v_slip.status <> 'submitted' then
    raise exception 'slip_already_reviewed' using errcode = 'P0001';
  end if;
  if p_approve is null then
    raise exception 'approve must be true or false' using errcode = '22023';
  end if;

  if not p_approve then
    if v_reason is null then
      raise exception 'reason_required' using errcode = 'P0001';
    end if;
    update public.payment_slips s set status = 'rejected', reject_reason = v_reason,
      reviewed_by = v_admin, reviewed_at = now()
    where s.id = p_slip_id returning * into v_slip;
    return v_slip;
  end if;

  select * into v_order from public.orders o where o.id = v_slip.order_id for update;
  if v_order.status <> 'pending' then
    raise exception 'order_not_pending' using errcode = 'P0001';
  end if;
  update public.payment_slips s set status = 'approved', reviewed_by = v_admin, reviewed_at = now()
  where s.id = p_slip_id returning * into v_slip;
  perform public.set_order_change_context(false, coalesce(v_reason, 'อนุมัติสลิปโอนเงิน'));
  update public.orders o set status = 'paid', paid_at = now(), paid_via = 'slip' where o.id = v_order.id;
  perform public.set_order_change_context(false, null);
  return v_slip;
end;
$$;

-- A refund revokes the enrolment (trigger) and keeps the order, its history and its receipt.
-- The money itself goes back outside the system (bank transfer or the gateway's refund).
create or replace function public.admin_refund_order(p_order_id bigint, p_reason text)
returns public.orders
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_reason text := left(nullif(trim(coalesce(p_reason, '')), ''), 500);
  v_order public.orders;
begin
  perform public.require_admin();
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

-- Only the keys present in p_settings change. IDs are stored as digits only.
create or replace function public.admin_update_site_settings(p_settings jsonb) returns public.site_settings
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_admin uuid := public.require_admin();
  v_row public.site_settings;
  v_promptpay text;
  v_tax_id text;
  v_expiry text;
begin
  if p_settings is null or jsonb_typeof(p_settings) <> 'object' then
    raise exception 'settings must be a JSON object' using errcode = '22023';
  end if;
  select * into v_row from public.site_settings s where s.id for update;

  if p_settings ? 'school_name' then
    v_row.school_name := trim(coalesce(p_settings ->> 'school_name', ''));
  end if;
  if p_settings ? 'school_address' then
    v_row.school_address := trim(coalesce(p_settings ->> 'school_address', ''));
  end if;
  if p_settings ? 'promptpay_id' then
    v_promptpay := nullif(regexp_replace(coalesce(p_settings ->> 'promptpay_id', ''), '[\s-]', '', 'g'), '');
    if v_promptpay is not null
      and v_promptpay !~ '^0[0-9]{9}$'
      and not public.thai_id_is_valid(v_promptpay) then
      raise exception 'settings_invalid_promptpay' using errcode = 'P0001';
    end if;
    v_row.promptpay_id := v_promptpay;
  end if;
  if p_settings ? 'school_tax_id' then
    v_tax_id := nullif(regexp_replace(coalesce(p_settings ->> 'school_tax_id', ''), '[\s-]', '', 'g'), '');
    if v_tax_id is not null and not public.thai_id_is_valid(v_tax_id) then
      raise exception 'settings_invalid_tax_id' using errcode = 'P0001';
    end if;
    v_row.school_tax_id := v_tax_id;
  end if;
  if p_settings ? 'order_expiry_minutes' then
    v_expiry := trim(coalesce(p_settings ->> 'order_expiry_minutes', ''));
    if v_expiry !~ '^[0-9]{1,4}$' or v_expiry::integer not between 5 and 1440 then
      raise exception 'settings_invalid_expiry' using errcode = 'P0001';
    end if;
    v_row.order_expiry_minutes := v_expiry::integer;
  end if;

  update public.site_settings s set
    school_name = v_row.school_name,
    school_address = v_row.school_address,
    promptpay_id = v_row.promptpay_id,
    school_tax_id = v_row.school_tax_id,
    order_expiry_minutes = v_row.order_expiry_minutes,
    updated_at = now(),
    updated_by = v_admin
  where s.id
  returning * into v_row;
  return v_row;
end;
$$;

-- The back office's order list: filters, search (order number, learner name or e-mail), paging.
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
  v_search text := nullif(trim(coalesce(p_search, '')), '');
  v_pattern text;
  v_result jsonb;
begin
  perform public.require_admin();
  perform public.expire_stale_orders(null);
  if v_search is not null then
    v_pattern := '%' || replace(replace(replace(left(v_search, 100), '\', '\\'), '%', '\%'), '_', '\_') || '%';
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

-- ── payment gateway (service_role only: an Edge Function that verified the webhook) ─────────
-- Idempotent on the gateway's charge id (a webhook delivered twice marks once) and refuses an
-- amount that is not the order's total.
create or replace function public.gateway_mark_order_paid(
  p_order_number text, p_gateway text, p_charge_id text, p_amount numeric
) returns public.orders
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if nullif(trim(coalesce(p_charge_id, '')), '') is null or nullif(trim(coalesce(p_gateway, '')), '') is null then
    raise exception 'gateway and charge id are required' using errcode = '22023';
  end if;
  select * into v_order from public.orders o where o.gateway_charge_id = p_charge_id;
  if v_order.id is not null then
    return v_order;
  end if;

  select * into v_order from public.orders o where o.order_number = p_order_number for update;
  if v_order.id is null then
    raise exception 'order_not_found' using errcode = 'P0001';
  end if;
  perform public.expire_stale_orders(v_order.user_id);
  select * into v_order from public.orders o where o.id = v_order.id;
  if v_order.status = 'expired' then
    raise exception 'order_expired' using errcode = 'P0001';
  end if;
  if v_order.status <> 'pending' then
    raise exception 'order_not_pending' using errcode = 'P0001';
  end if;
  if p_amount is null or p_amount <> v_order.total then
    raise exception 'amount_mismatch' using errcode = 'P0001';
  end if;
  perform public.set_order_change_context(true, 'ชำระผ่าน ' || left(p_gateway, 40));
  update public.orders o set status = 'paid', paid_at = now(), paid_via = 'gateway',
    gateway = left(p_gateway, 40), gateway_charge_id = p_charge_id
  where o.id = v_order.id returning * into v_order;
  perform public.set_order_change_context(false, null);
  return v_order;
end;
$$;

-- ── who may call what ──────────────────────────────────────────────────────────────────────
revoke execute on function public.require_active_member(), public.set_order_change_context(boolean, text),
  public.expire_stale_orders(uuid), public.price_course(uuid, bigint, text, boolean), public.require_admin()
  from public, anon, authenticated;
grant execute on function public.thai_id_is_valid(text) to anon, authenticated, service_role;

revoke execute on function public.checkout_quote(bigint, text), public.create_order(bigint, text),
  public.get_order(bigint), public.cancel_order(bigint), public.submit_payment_slip(bigint, text),
  public.admin_mark_order_paid(bigint, text), public.admin_review_slip(bigint, boolean, text),
  public.admin_refund_order(bigint, text), public.admin_update_site_settings(jsonb),
  public.admin_list_orders(text, date, date, text, integer, integer)
  from public, anon;
grant execute on function public.checkout_quote(bigint, text), public.create_order(bigint, text),
  public.get_order(bigint), public.cancel_order(bigint), public.submit_payment_slip(bigint, text),
  public.admin_mark_order_paid(bigint, text), public.admin_review_slip(bigint, boolean, text),
  public.admin_refund_order(bigint, text), public.admin_update_site_settings(jsonb),
  public.admin_list_orders(text, date, date, text, integer, integer)
  to authenticated, service_role;

revoke execute on function public.gateway_mark_order_paid(text, text, text, numeric) from public, anon, authenticated;
grant execute on function public.gateway_mark_order_paid(text, text, text, numeric) to service_role;
