-- Receipt numbers follow the site's one rule for years (20261124090000_buddhist_era_codes.sql): the
-- Buddhist era, RCPT-2569-000001. Numbering stays gapless per Bangkok calendar year: the counter
-- row is still keyed by the calendar year, only the printed year changes. Receipts already issued
-- keep their numbers (a receipt is a legal document as issued).

-- Receipt: the paid trigger as in 20261123000400, its e-mail now through the shared template.
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
    'RCPT-' || (v_year + 543) || '-' || lpad(v_number::text, 6, '0'), p_order.id, p_order.paid_at,
    coalesce(v_settings.school_name, ''), v_settings.school_tax_id, coalesce(v_settings.school_address, ''),
    coalesce(nullif(v_buyer.name, ''), v_buyer.email, ''), v_buyer.email, v_title,
    p_order.subtotal, p_order.discount, p_order.total,
    round(p_order.total * 7 / 107, 2), p_order.total - round(p_order.total * 7 / 107, 2)
  )
  returning * into v_receipt;

  if p_order.user_id is not null then
    perform public.queue_email(
      p_order.user_id, 'receipt',
      jsonb_build_object(
        'name', v_receipt.buyer_name,
        'school_name', v_receipt.school_name,
        'order_id', p_order.id,
        'order_number', p_order.order_number,
        'item_title', v_title,
        'amount', to_char(p_order.total, 'FM999,999,990.00'),
        'receipt_number', v_receipt.receipt_number
      ),
      'receipt:' || v_receipt.id
    );
  end if;
end;
$$;
