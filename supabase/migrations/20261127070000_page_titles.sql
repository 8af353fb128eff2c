-- Issue 31: /blog and /auth/forgot-password shared the site's generic title. Their heads are
-- site_seo rows (read by site-server for the HTML and by the shell for the tab), so an admin can
-- still reword them in /admin; a row an admin already wrote is kept.
insert into public.site_seo (path, title, description) values
  ('/blog', 'บทความ | เรียนโค้ด', 'บทความสอนเขียนโปรแกรม เทคนิค และข่าวสารจากทีมผู้สอนของเรียนโค้ด'),
  ('/auth/forgot-password', 'ลืมรหัสผ่าน | เรียนโค้ด', 'รับลิงก์ตั้งรหัสผ่านใหม่ทางอีเมลเพื่อกลับเข้าสู่ระบบเรียนโค้ด')
on conflict (path) do nothing;
