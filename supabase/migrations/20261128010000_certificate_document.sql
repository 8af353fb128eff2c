-- Text PDFs (issue 31 item 1, decision 0059): what a certificate's PDF prints, for anyone holding
-- its code, like verify_certificate (the same display fields) plus the course's hours, which the
-- certificate-pdf Edge Function reads with the caller's key (no service role needed).
create or replace function public.certificate_document(p_code text)
returns table (code text, learner_name text, course_title text, course_minutes integer, issued_at timestamptz)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if char_length(p_code) > 40 then
    raise exception 'p_code is longer than 40 characters' using errcode = '22023';
  end if;
  return query
  select c.code, coalesce(u.name, c.holder_name), co.title,
    coalesce((select sum(l.duration_minutes) from public.lessons l where l.course_id = co.id), 0)::integer,
    c.issued_at
  from public.certificates c
  left join public.users u on u.id = c.user_id
  join public.courses co on co.id = c.course_id
  where p_code is not null
    and c.code = upper(trim(p_code));
end;
$$;

revoke execute on function public.certificate_document(text) from public;
grant execute on function public.certificate_document(text) to anon, authenticated, service_role;

-- Orders paid by an approved slip before set_slip_payment_method existed (20261127040100) say
-- so too, so every list and receipt can show how an order was paid. Orders an admin marked paid
-- by hand have no method: they show "ยืนยันโดยผู้ดูแล".
update public.orders o set payment_method = 'promptpay_slip'
where o.paid_via = 'slip' and o.payment_method is null;
