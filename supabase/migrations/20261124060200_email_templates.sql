-- The one template module for the school's e-mails (decision 0035): each kind is described as
-- data (subject, greeting, paragraphs, details, one button, its page) by email_content(), and
-- email_compose() turns that into the Thai HTML (the site's look: indigo header, white card, one
-- button) and the plain-text part with the same words. Rendered here, at queueing, so a row in
-- email_outbox is the finished e-mail: any sender delivers it unchanged, and the outbox is the
-- record of exactly what was sent. {{site_url}} stays for the sender to fill in.

-- Thai names of the kinds, as the footer and the unsubscribe page say them.
create or replace function public.email_kind_label(p_kind text) returns text
language sql immutable set search_path = ''
as $$
  select case p_kind
    when 'welcome' then 'อีเมลต้อนรับสมาชิกใหม่'
    when 'enrollment' then 'อีเมลยืนยันการลงทะเบียนเรียน'
    when 'receipt' then 'ใบเสร็จรับเงิน'
    when 'certificate' then 'อีเมลแจ้งใบประกาศนียบัตร'
    when 'qa_reply' then 'อีเมลแจ้งคำตอบในกระดานถาม-ตอบ'
    when 'continue_learning' then 'อีเมลชวนเรียนต่อรายสัปดาห์'
  end;
$$;

-- p_data: whatever the event knows (name, course_title, course_id, …). Returns
-- { subject, greeting, paragraphs[], details[[label, value]], cta_label, link_path }.
create or replace function public.email_content(p_kind text, p_data jsonb) returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  v_name text := coalesce(nullif(btrim(p_data ->> 'name'), ''), 'ผู้เรียน');
  v_school text := coalesce((select s.school_name from public.site_settings s where s.id), 'เรียนโค้ด (RianCode)');
  v_course text := p_data ->> 'course_title';
begin
  return jsonb_build_object('greeting', 'สวัสดีคุณ' || v_name) || case p_kind
    when 'welcome' then jsonb_build_object(
      'subject', 'ยินดีต้อนรับสู่ ' || v_school,
      'paragraphs', jsonb_build_array(
        'ขอบคุณที่สมัครสมาชิกกับ ' || v_school || ' โรงเรียนสอนเขียนโปรแกรมออนไลน์ภาษาไทย',
        'เริ่มจากบทเรียนตัวอย่างฟรีของแต่ละคอร์ส หรือคอร์สสั้น "Git และ GitHub ฉบับเร่งรัด" ที่เรียนได้ฟรีทั้งคอร์ส เมื่อเรียนครบทุกบทคุณจะได้รับใบประกาศนียบัตรที่ตรวจสอบได้ทางออนไลน์'),
      'details', '[]'::jsonb,
      'cta_label', 'เลือกคอร์สแรกของคุณ',
      'link_path', '/courses')
    when 'enrollment' then jsonb_build_object(
      'subject', 'ลงทะเบียนเรียน ' || v_course || ' เรียบร้อยแล้ว',
      'paragraphs', jsonb_build_array(
        'คุณลงทะเบียนเรียนคอร์ส "' || v_course || '" เรียบร้อยแล้ว เข้าเรียนได้ทุกบทเรียนตลอดเวลา',
        'ติดขัดตรงไหน ถามได้ในกระดานถาม-ตอบใต้แต่ละบทเรียน ผู้สอนและทีมงานจะตอบให้'),
      'details', jsonb_build_array(jsonb_build_array('คอร์ส', v_course)),
      'cta_label', 'เริ่มเรียน',
      'link_path', '/course/' || (p_data ->> 'course_id'))
    when 'receipt' then jsonb_build_object(
      'subject', 'ใบเสร็จรับเงิน ' || (p_data ->> 'receipt_number') || ' คำสั่งซื้อ ' || (p_data ->> 'order_number'),
      'paragraphs', jsonb_build_array(
        'ขอบคุณที่ชำระเงินกับ ' || coalesce(p_data ->> 'school_name', v_school) || ' คุณลงทะเบียนเรียนเรียบร้อยแล้ว'),
      'details', jsonb_build_array(
        jsonb_build_array('คำสั่งซื้อ', p_data ->> 'order_number'),
        jsonb_build_array('รายการ', p_data ->> 'item_title'),
        jsonb_build_array('ยอดชำระ', (p_data ->> 'amount') || ' บาท (รวมภาษีมูลค่าเพิ่ม)'),
        jsonb_build_array('เลขที่ใบเสร็จ', p_data ->> 'receipt_number')),
      'cta_label', 'ดูและดาวน์โหลดใบเสร็จ',
      'link_path', '/orders/' || (p_data ->> 'order_id') || '/receipt')
    when 'certificate' then jsonb_build_object(
      'subject', 'ยินดีด้วย! คุณได้รับใบประกาศนียบัตรคอร์ส ' || v_course,
      'paragraphs', jsonb_build_array(
        'คุณเรียนคอร์ส "' || v_course || '" ครบทุกบทเรียนแล้ว ใบประกาศนียบัตรของคุณออกเรียบร้อย',
        'ใครก็ตรวจสอบใบประกาศนียบัตรนี้ได้จากรหัสหรือลิงก์ด้านล่าง ใส่ลิงก์ไว้ในโปรไฟล์หรือเรซูเม่ได้เลย'),
      'details', jsonb_build_array(
        jsonb_build_array('คอร์ส', v_course),
        jsonb_build_array('รหัสใบประกาศนียบัตร', p_data ->> 'code')),
      'cta_label', 'ดูและตรวจสอบใบประกาศนียบัตร',
      'link_path', '/certificate/' || (p_data ->> 'code'))
    when 'qa_reply' then jsonb_build_object(
      'subject', 'มีคำตอบใหม่ในคำถาม "' || left(p_data ->> 'question_title', 120) || '"',
      'paragraphs', jsonb_build_array(
        coalesce(nullif(p_data ->> 'replier_name', ''), 'สมาชิก') || ' ตอบคำถามของคุณในบทเรียน "' || (p_data ->> 'lesson_title') || '"',
        '"' || left(regexp_replace(p_data ->> 'excerpt', '\s+', ' ', 'g'), 280)
          || case when char_length(p_data ->> 'excerpt') > 280 then '…' else '' end || '"'),
      'details', jsonb_build_array(jsonb_build_array('คอร์ส', v_course)),
      'cta_label', 'อ่านคำตอบ',
      'link_path', '/course/' || (p_data ->> 'course_id') || '/lesson/' || (p_data ->> 'lesson_id')
        || '#question-' || (p_data ->> 'question_id'))
    when 'continue_learning' then jsonb_build_object(
      'subject', 'เรียนต่อจากที่ค้างไว้: ' || v_course,
      'paragraphs', jsonb_build_array(
        'คุณไม่ได้เข้าเรียนมาสัปดาห์หนึ่งแล้ว กลับมาเรียนต่อจากที่ค้างไว้กันเถอะ วันละบทเรียนก็พอ',
        'คอร์ส "' || v_course || '" ของคุณเรียนไปแล้ว ' || (p_data ->> 'completed_lessons') || ' จาก '
          || (p_data ->> 'total_lessons') || ' บทเรียน (' || (p_data ->> 'progress_percent') || '%)'),
      'details', jsonb_build_array(jsonb_build_array('บทเรียนถัดไป', coalesce(p_data ->> 'next_lesson_title', v_course))),
      'cta_label', 'เรียนต่อ',
      'link_path', coalesce(p_data ->> 'next_lesson_path', '/course/' || (p_data ->> 'course_id')))
  end;
end;
$$;

-- Content + footer → { subject, body_text, body_html, link_path }. p_unsubscribe_url is null for
-- the receipt, whose footer says why it always arrives.
create or replace function public.email_compose(p_kind text, p_content jsonb, p_unsubscribe_url text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  v_school text := coalesce((select s.school_name from public.site_settings s where s.id), 'เรียนโค้ด (RianCode)');
  v_link text := '{{site_url}}' || (p_content ->> 'link_path');
  v_paragraph text;
  v_detail jsonb;
  v_text text := (p_content ->> 'greeting') || E'\n\n';
  v_html text := '';
  v_details_html text := '';
  v_footer_text text;
  v_footer_html text;
begin
  for v_paragraph in select jsonb_array_elements_text(p_content -> 'paragraphs') loop
    v_text := v_text || v_paragraph || E'\n\n';
    v_html := v_html || '<p style="margin:0 0 16px">' || public.html_escape(v_paragraph) || '</p>';
  end loop;
  for v_detail in select jsonb_array_elements(p_content -> 'details') loop
    v_text := v_text || (v_detail ->> 0) || ': ' || coalesce(v_detail ->> 1, '-') || E'\n';
    v_details_html := v_details_html
      || '<tr><td style="padding:4px 16px 4px 0;color:#475569;white-space:nowrap">' || public.html_escape(v_detail ->> 0)
      || '</td><td style="padding:4px 0;font-weight:600">' || public.html_escape(coalesce(v_detail ->> 1, '-')) || '</td></tr>';
  end loop;
  if v_details_html <> '' then
    v_text := v_text || E'\n';
    v_html := v_html || '<table role="presentation" style="border-collapse:collapse;margin:0 0 24px">' || v_details_html || '</table>';
  end if;
  v_text := v_text || (p_content ->> 'cta_label') || ': ' || v_link || E'\n\n-- \n' || v_school || E'\n';

  if p_unsubscribe_url is null then
    v_footer_text := 'อีเมลนี้เป็นหลักฐานการชำระเงิน จึงส่งถึงคุณทุกครั้งที่ชำระเงินและยกเลิกการรับไม่ได้';
    v_footer_html := public.html_escape(v_footer_text);
  else
    v_footer_text := 'ไม่ต้องการรับ' || public.email_kind_label(p_kind) || 'อีกต่อไป? ยกเลิกการรับ: ' || p_unsubscribe_url
      || E'\nตั้งค่าการแจ้งเตือนทางอีเมลทั้งหมด: {{site_url}}/profile?tab=settings';
    v_footer_html := 'ไม่ต้องการรับ' || public.html_escape(public.email_kind_label(p_kind)) || 'อีกต่อไป? '
      || '<a href="' || public.html_escape(p_unsubscribe_url) || '" style="color:#4338ca">ยกเลิกการรับอีเมลประเภทนี้</a>'
      || ' · <a href="{{site_url}}/profile?tab=settings" style="color:#4338ca">ตั้งค่าการแจ้งเตือน</a>';
  end if;
  v_text := v_text || v_footer_text || E'\n';

  return jsonb_build_object(
    'subject', p_content ->> 'subject',
    'link_path', p_content ->> 'link_path',
    'body_text', v_text,
    'body_html',
      '<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">'
      || '<title>' || public.html_escape(p_content ->> 'subject') || '</title></head>'
      || '<body style="margin:0;padding:0;background:#f1f5f9;font-family:''Noto Sans Thai'',''Sarabun'',Tahoma,sans-serif;color:#0f172a;line-height:1.6">'
      || '<table role="presentation" width="100%" style="border-collapse:collapse;background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">'
      || '<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;overflow:hidden">'
      || '<tr><td style="background:#4338ca;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:700">' || public.html_escape(v_school) || '</td></tr>'
      || '<tr><td style="padding:24px">'
      || '<h1 style="margin:0 0 16px;font-size:20px">' || public.html_escape(p_content ->> 'subject') || '</h1>'
      || '<p style="margin:0 0 16px">' || public.html_escape(p_content ->> 'greeting') || '</p>'
      || v_html
      || '<p style="margin:0 0 8px"><a href="' || public.html_escape(v_link) || '" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">'
      || public.html_escape(p_content ->> 'cta_label') || '</a></p>'
      || '</td></tr>'
      || '<tr><td style="padding:16px 24px;background:#eef2ff;color:#475569;font-size:13px">' || v_footer_html || '</td></tr>'
      || '</table></td></tr></table></body></html>'
  );
end;
$$;

-- Queues one e-mail to a member, rendered now. Skips (returns null) an account without an
-- e-mail, an inactive member, and a kind the member switched off — except the receipt, which is
-- transactional and always sent. p_dedupe_key makes queueing the same event twice a no-op.
create or replace function public.queue_email(p_user_id uuid, p_kind text, p_data jsonb, p_dedupe_key text default null)
returns bigint
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user public.users;
  v_unsubscribe text;
  v_mail jsonb;
  v_id bigint;
begin
  select * into v_user from public.users u where u.id = p_user_id;
  if v_user.id is null or coalesce(v_user.email, '') = '' then
    return null;
  end if;
  if p_kind <> 'receipt' then
    if v_user.status <> 'active' or exists (
      select 1 from public.notification_preferences p
      where p.user_id = p_user_id and p.kind = p_kind and not p.subscribed
    ) then
      return null;
    end if;
    v_unsubscribe := '{{site_url}}/unsubscribe?token=' || public.email_unsubscribe_token(p_user_id, p_kind);
  end if;
  v_mail := public.email_compose(
    p_kind,
    public.email_content(p_kind, jsonb_build_object('name', v_user.name) || coalesce(p_data, '{}'::jsonb)),
    v_unsubscribe
  );
  insert into public.email_outbox (to_email, user_id, kind, subject, body_text, body_html, link_path, dedupe_key)
  values (v_user.email, p_user_id, p_kind, left(v_mail ->> 'subject', 300), v_mail ->> 'body_text',
          v_mail ->> 'body_html', v_mail ->> 'link_path', p_dedupe_key)
  on conflict (dedupe_key) do nothing
  returning id into v_id;
  return v_id;
end;
$$;

revoke execute on function public.queue_email(uuid, text, jsonb, text), public.email_compose(text, jsonb, text),
  public.email_content(text, jsonb) from public, anon, authenticated;
grant execute on function public.email_kind_label(text) to anon, authenticated, service_role;
