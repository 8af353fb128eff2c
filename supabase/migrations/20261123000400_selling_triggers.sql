-- Selling courses (issue 21), part 4: what happens when an order moves. The functions decide
-- whether it may move; these triggers make every consequence happen in the same transaction,
-- whoever moved it (a learner's function, an admin, the gateway, expiry, the seed).

-- Only pending → paid | expired | cancelled and paid → refunded exist; anything else is a bug
-- in a function, refused here as a last line.
create or replace function public.prepare_order() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.status is distinct from old.status and not (
      (old.status = 'pending' and new.status in ('paid', 'expired', 'cancelled'))
      or (old.status = 'paid' and new.status = 'refunded')
    ) then
      raise exception 'an order cannot go from % to %', old.status, new.status using errcode = '22023';
    end if;
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- One order_events row per insert and status change. Actor and reason come from the context the
-- calling function set (set_order_change_context); 'system' means no person (expiry, gateway).
create or replace function public.record_order_event() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_actor text := coalesce(current_setting('riancode.order_actor', true), '');
  v_reason text := nullif(coalesce(current_setting('riancode.order_reason', true), ''), '');
begin
  insert into public.order_events (order_id, from_status, to_status, actor_id, reason)
  values (
    new.id,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    case when v_actor = 'system' then null else (select auth.uid()) end,
    v_reason
  );
  return null;
end;
$$;

create or replace function public.html_escape(p_text text) returns text
language sql immutable set search_path = ''
as $$
  select replace(replace(replace(replace(coalesce(p_text, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;');
$$;

-- Paid: enrol the learner, issue the receipt (gapless number per Bangkok calendar year, a
-- snapshot of settings, course and buyer), and queue the receipt e-mail.
create or replace function public.fulfil_paid_order(p_order public.orders) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_settings public.site_settings;
  v_buyer public.users;
  v_title text;
  v_year integer := extract(year from (p_order.paid_at at time zone 'Asia/Bangkok'))::integer;
  v_number integer;
  v_receipt public.receipts;
  v_amount text := to_char(p_order.total, 'FM999,999,990.00');
  v_link text := '/orders/' || p_order.id || '/receipt';
begin
  if p_order.user_id is not null then
    insert into public.enrollments (user_id, course_id)
    values (p_order.user_id, p_order.course_id)
    on conflict (user_id, course_id) do nothing;
  end if;

  select * into v_settings from public.site_settings s where s.id;
  select * into v_buyer from public.users u where u.id = p_order.user_id;
  select c.title into v_title from public.courses c where c.id = p_order.course_id;

  -- The counter row is created once per year and then locked by the update until commit, so
  -- concurrent payments queue here and a rolled-back payment gives its number back.
  insert into public.receipt_counters (year, last_number) values (v_year, 0) on conflict (year) do nothing;
  update public.receipt_counters rc set last_number = rc.last_number + 1
  where rc.year = v_year returning rc.last_number into v_number;

  insert into public.receipts (
    receipt_number, order_id, issued_at, school_name, school_tax_id, school_address,
    buyer_name, buyer_email, item_title, subtotal, discount, total, vat, net
  ) values (
    'RCPT-' || v_year || '-' || lpad(v_number::text, 6, '0'), p_order.id, p_order.paid_at,
    coalesce(v_settings.school_name, ''), v_settings.school_tax_id, coalesce(v_settings.school_address, ''),
    coalesce(nullif(v_buyer.name, ''), v_buyer.email, ''), v_buyer.email, v_title,
    p_order.subtotal, p_order.discount, p_order.total,
    round(p_order.total * 7 / 107, 2), p_order.total - round(p_order.total * 7 / 107, 2)
  )
  returning * into v_receipt;

  if v_buyer.email is not null then
    insert into public.email_outbox (to_email, kind, subject, body_text, body_html, link_path)
    values (
      v_buyer.email,
      'receipt',
      'ใบเสร็จรับเงิน ' || v_receipt.receipt_number || ' คำสั่งซื้อ ' || p_order.order_number,
      'สวัสดีคุณ' || v_receipt.buyer_name || E'\n\n'
        || 'ขอบคุณที่ชำระเงินกับ ' || v_receipt.school_name || E' คุณลงทะเบียนเรียนเรียบร้อยแล้ว\n\n'
        || 'คำสั่งซื้อ: ' || p_order.order_number || E'\n'
        || 'รายการ: ' || v_title || E'\n'
        || 'ยอดชำระ: ' || v_amount || E' บาท (รวมภาษีมูลค่าเพิ่ม)\n'
        || 'เลขที่ใบเสร็จ: ' || v_receipt.receipt_number || E'\n\n'
        || 'ดูและดาวน์โหลดใบเสร็จ: {{site_url}}' || v_link || E'\n',
      '<p>สวัสดีคุณ' || public.html_escape(v_receipt.buyer_name) || '</p>'
        || '<p>ขอบคุณที่ชำระเงินกับ ' || public.html_escape(v_receipt.school_name) || ' คุณลงทะเบียนเรียนเรียบร้อยแล้ว</p>'
        || '<p>คำสั่งซื้อ: ' || p_order.order_number || '<br>'
        || 'รายการ: ' || public.html_escape(v_title) || '<br>'
        || 'ยอดชำระ: ' || v_amount || ' บาท (รวมภาษีมูลค่าเพิ่ม)<br>'
        || 'เลขที่ใบเสร็จ: ' || v_receipt.receipt_number || '</p>'
        || '<p><a href="{{site_url}}' || v_link || '">ดูและดาวน์โหลดใบเสร็จ</a></p>',
      v_link
    );
  end if;
end;
$$;

create or replace function public.on_order_status_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'paid' and (tg_op = 'INSERT' or old.status <> 'paid') then
    perform public.fulfil_paid_order(new);
  elsif tg_op = 'UPDATE' and new.status = 'refunded' and old.status = 'paid' and new.user_id is not null then
    -- Progress rows stay, so buying again restores where the learner was.
    delete from public.enrollments e where e.user_id = new.user_id and e.course_id = new.course_id;
  end if;
  return null;
end;
$$;

create trigger orders_prepare before insert or update on public.orders
  for each row execute function public.prepare_order();
create trigger orders_record_event_insert after insert on public.orders
  for each row execute function public.record_order_event();
create trigger orders_record_event_update after update of status on public.orders
  for each row when (old.status is distinct from new.status)
  execute function public.record_order_event();
create trigger orders_status_consequences after insert or update of status on public.orders
  for each row execute function public.on_order_status_changed();

revoke execute on function public.prepare_order(), public.record_order_event(),
  public.fulfil_paid_order(public.orders), public.on_order_status_changed()
  from public, anon, authenticated;
