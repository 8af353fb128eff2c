-- Sample data for เรียนโค้ด (RianCode): runs once on an empty database (local-supabase checks),
-- and through `supabase db reset` with the Supabase CLI. Ids are fixed so tests can name them:
--   people     00000000-0000-4000-8000-000000000a01 (admin), …b01 (demo learner), …b02–b05,
--              …c01 (the account of instructor 1)
--   courses    1–7 published, 8 draft; course 7 is SHORT (module 71: lessons 711, 712, quiz 713) and FREE
--   orders     one paid order (+ receipt) per enrolment in a paid course; suda has one pending
--   modules    <course><n> (11, 12, …); lessons <module><n> (111, 112, …)
-- Dates are relative to now() so the admin's weekly charts always show recent activity.

-- ── People: accounts (the auth.users trigger creates each public.users row) ─────────────────
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, last_sign_in_at
)
select
  '00000000-0000-0000-0000-000000000000', p.id::uuid, 'authenticated', 'authenticated', p.email,
  extensions.crypt(p.password, extensions.gen_salt('bf')), now() - p.age,
  '', '', '', '',
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('full_name', p.full_name, 'level', p.level),
  false, now() - p.age, now() - p.age, now() - interval '1 day'
from (values
  ('00000000-0000-4000-8000-000000000a01', 'admin@riancode.dev', 'Admin#2026', 'ผู้ดูแลระบบ เรียนโค้ด', 'expert', interval '84 days'),
  ('00000000-0000-4000-8000-000000000b01', 'learner@riancode.dev', 'Learner#2026', 'สมหญิง ใจดี', 'beginner', interval '63 days'),
  ('00000000-0000-4000-8000-000000000b02', 'somchai@riancode.dev', 'Learner#2026', 'สมชาย รักเรียน', 'intermediate', interval '49 days'),
  ('00000000-0000-4000-8000-000000000b03', 'suda@riancode.dev', 'Learner#2026', 'สุดา มีสุข', 'advanced', interval '30 days'),
  ('00000000-0000-4000-8000-000000000b04', 'anucha@riancode.dev', 'Learner#2026', 'อนุชา พัฒนากิจ', 'intermediate', interval '16 days'),
  ('00000000-0000-4000-8000-000000000b05', 'kamonwan@riancode.dev', 'Learner#2026', 'กมลวรรณ ศรีสว่าง', 'beginner', interval '5 days'),
  -- The account of instructor 1 (Python): replies to the reviews of their courses.
  ('00000000-0000-4000-8000-000000000c01', 'instructor@riancode.dev', 'Instructor#2026', 'สมศักดิ์ วงศ์ไพบูลย์', 'expert', interval '90 days')
) as p (id, email, password, full_name, level, age);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', u.last_sign_in_at, u.created_at, u.created_at
from auth.users u
where u.id::text like '00000000-0000-4000-8000-000000000%';

-- Profile details the trigger cannot know; the seed runs as the owner, so role/points/status apply.
update public.users u set
  role = v.role, points = v.points, status = v.status, first_name = v.first_name, last_name = v.last_name,
  phone = v.phone, bio = v.bio, github = v.github, created_at = a.created_at
from (values
  ('00000000-0000-4000-8000-000000000a01', 'admin', 0, 'active', 'ผู้ดูแลระบบ', 'เรียนโค้ด', null, 'ดูแลคอร์สและบทความของเรียนโค้ด', null),
  ('00000000-0000-4000-8000-000000000b01', 'user', 1250, 'active', 'สมหญิง', 'ใจดี', '081-234-5678', 'นักศึกษาปีสุดท้ายที่อยากเป็นนักพัฒนาเว็บ', 'https://github.com/somying-dev'),
  ('00000000-0000-4000-8000-000000000b02', 'user', 2400, 'active', 'สมชาย', 'รักเรียน', '089-555-0101', 'วิศวกรข้อมูลมือใหม่', null),
  ('00000000-0000-4000-8000-000000000b03', 'user', 1800, 'active', 'สุดา', 'มีสุข', null, 'นักออกแบบที่หันมาเขียนโค้ด', null),
  ('00000000-0000-4000-8000-000000000b04', 'user', 600, 'active', 'อนุชา', 'พัฒนากิจ', null, null, null),
  ('00000000-0000-4000-8000-000000000b05', 'user', 0, 'inactive', 'กมลวรรณ', 'ศรีสว่าง', null, null, null),
  ('00000000-0000-4000-8000-000000000c01', 'user', 0, 'active', 'สมศักดิ์', 'วงศ์ไพบูลย์', null, 'ผู้สอนคอร์ส Python ของเรียนโค้ด', null)
) as v (id, role, points, status, first_name, last_name, phone, bio, github)
join auth.users a on a.id = v.id::uuid
where u.id = v.id::uuid;

-- ── Catalogue ─────────────────────────────────────────────────────────────────────────────
insert into public.instructors (id, name, title, bio, rating) values
  (1, 'อ.สมศักดิ์ วงศ์ไพบูลย์', 'Senior Software Engineer', 'นักพัฒนาซอฟต์แวร์กว่า 12 ปี เชี่ยวชาญ Python และการวิเคราะห์ข้อมูล สอนมาแล้วกว่า 5,000 คน', 4.8),
  (2, 'อ.ณัฐพล ศรีสุวรรณ', 'Full-stack Developer', 'ผู้ก่อตั้งสตาร์ตอัปด้านการศึกษา ใช้ React และ Node.js ในงานจริงทุกวัน', 4.7),
  (3, 'อ.พิมพ์ชนก แก้วมณี', 'Mobile Developer', 'พัฒนาแอปมือถือให้ธนาคารและร้านค้าออนไลน์ชั้นนำ ถนัด Flutter และ Kotlin', 4.9),
  (4, 'อ.ธนากร เจริญสุข', 'DevOps Engineer', 'ดูแลระบบคลาวด์ที่มีผู้ใช้หลักล้าน ชอบทำเรื่องยากให้เป็นขั้นตอนง่าย ๆ', 4.6),
  (5, 'อ.วรรณา ทองดี', 'Product Designer', 'นักออกแบบ UX/UI ที่ทำงานกับทีมพัฒนามากว่า 8 ปี', 4.8);
-- Instructor 1 signs in as instructor@riancode.dev (replies to the reviews of their courses).
update public.instructors set user_id = '00000000-0000-4000-8000-000000000c01' where id = 1;

insert into public.courses (
  id, title, description, long_description, image_url, instructor_id, category, level, price,
  subtitles, requirements, what_you_learn, features, status, published_at, created_at
) values
  (1, 'พื้นฐาน Python สำหรับผู้เริ่มต้น',
   'เริ่มเขียนโปรแกรมภาษา Python ตั้งแต่ศูนย์ จนเขียนโปรแกรมแก้ปัญหาจริงได้',
   'คอร์สนี้ออกแบบมาสำหรับผู้ที่ไม่เคยเขียนโปรแกรมมาก่อน เริ่มจากการติดตั้งเครื่องมือ ตัวแปร เงื่อนไข ลูป ฟังก์ชัน ไปจนถึงการทำงานกับไฟล์ ทุกบทมีแบบฝึกหัดให้ลงมือทำ และปิดท้ายด้วยโปรเจกต์โปรแกรมจัดการรายรับรายจ่าย',
   '/media/courses/python-basics.svg', 1, 'programming', 'beginner', 1790,
   '{ไทย,English}', '{"คอมพิวเตอร์ที่ติดตั้งโปรแกรมได้","ไม่ต้องมีพื้นฐานการเขียนโปรแกรม"}',
   '{"เข้าใจตัวแปร เงื่อนไข และลูป","เขียนฟังก์ชันและแยกโค้ดเป็นโมดูล","อ่านและเขียนไฟล์ CSV","สร้างโปรแกรมจัดการรายรับรายจ่าย"}',
   '{"วิดีโอคุณภาพ HD","แบบฝึกหัดทุกบท","ใบประกาศนียบัตรเมื่อเรียนจบ","เข้าเรียนได้ตลอดชีพ"}',
   'published', now() - interval '120 days', now() - interval '130 days'),
  (2, 'React และ TypeScript สร้างเว็บแอปสมัยใหม่',
   'สร้างเว็บแอปที่ดูแลง่ายด้วย React, TypeScript และเครื่องมือยุคใหม่',
   'เรียนรู้การสร้างคอมโพเนนต์ การจัดการ state การดึงข้อมูลจาก API การทำฟอร์มพร้อมตรวจสอบข้อมูล และการทดสอบ โดยสร้างแอปจัดการงานของทีมตั้งแต่ต้นจนขึ้นระบบจริง',
   '/media/courses/react-typescript.svg', 2, 'web-development', 'intermediate', 2990,
   '{ไทย}', '{"พื้นฐาน HTML, CSS และ JavaScript","เคยใช้ Git มาบ้าง"}',
   '{"ออกแบบคอมโพเนนต์ที่นำกลับมาใช้ซ้ำได้","ใช้ TypeScript อย่างมั่นใจ","ดึงข้อมูลด้วย TanStack Query","ทดสอบด้วย Vitest และ Testing Library"}',
   '{"ซอร์สโค้ดทุกบท","โปรเจกต์จริง 1 ชิ้น","ใบประกาศนียบัตรเมื่อเรียนจบ","เข้าเรียนได้ตลอดชีพ"}',
   'published', now() - interval '100 days', now() - interval '110 days'),
  (3, 'Flutter สร้างแอปมือถือ iOS และ Android',
   'เขียนโค้ดชุดเดียว ได้แอปทั้ง iOS และ Android ด้วย Flutter',
   'ตั้งแต่ภาษา Dart, วิดเจ็ต, การจัดหน้าจอ, การนำทาง, การเก็บข้อมูลในเครื่อง ไปจนถึงการเชื่อมต่อ API และนำแอปขึ้นสโตร์',
   '/media/courses/flutter-mobile.svg', 3, 'mobile-development', 'intermediate', 2790,
   '{ไทย}', '{"พื้นฐานการเขียนโปรแกรมภาษาใดก็ได้"}',
   '{"เขียนภาษา Dart","สร้าง UI ด้วยวิดเจ็ต","จัดการ state ด้วย Provider","เตรียมแอปขึ้น App Store และ Play Store"}',
   '{"วิดีโอคุณภาพ HD","ไฟล์ตัวอย่างทุกบท","ใบประกาศนียบัตรเมื่อเรียนจบ","เข้าเรียนได้ตลอดชีพ"}',
   'published', now() - interval '90 days', now() - interval '95 days'),
  (4, 'Data Science ด้วย Python และ Pandas',
   'วิเคราะห์ข้อมูลจริง ทำความสะอาดข้อมูล และสร้างโมเดลพยากรณ์',
   'ใช้ Pandas, NumPy และ scikit-learn วิเคราะห์ข้อมูลยอดขายจริง ตั้งแต่ทำความสะอาดข้อมูล สำรวจข้อมูลด้วยกราฟ ไปจนถึงสร้างและประเมินโมเดล Machine Learning',
   '/media/courses/data-science.svg', 1, 'data-science', 'advanced', 3490,
   '{ไทย,English}', '{"เขียน Python ได้คล่อง","พื้นฐานสถิติเบื้องต้น"}',
   '{"จัดการข้อมูลด้วย Pandas","สร้างกราฟสื่อความหมาย","สร้างโมเดลพยากรณ์","ประเมินและปรับปรุงโมเดล"}',
   '{"ชุดข้อมูลจริง","Notebook ทุกบท","ใบประกาศนียบัตรเมื่อเรียนจบ","เข้าเรียนได้ตลอดชีพ"}',
   'published', now() - interval '80 days', now() - interval '85 days'),
  (5, 'Docker และ Kubernetes สำหรับนักพัฒนา',
   'แพ็กแอปเป็นคอนเทนเนอร์และนำขึ้นคลัสเตอร์อย่างมืออาชีพ',
   'เข้าใจคอนเทนเนอร์ตั้งแต่พื้นฐาน เขียน Dockerfile ที่ดี ใช้ Docker Compose และนำแอปขึ้น Kubernetes พร้อม CI/CD',
   '/media/courses/docker-kubernetes.svg', 4, 'devops', 'advanced', 3290,
   '{ไทย}', '{"ใช้ command line ได้","เคยพัฒนาเว็บแอปมาก่อน"}',
   '{"เขียน Dockerfile อย่างมีประสิทธิภาพ","ใช้ Docker Compose","deploy บน Kubernetes","ตั้ง CI/CD pipeline"}',
   '{"แล็บลงมือทำ","สคริปต์ตัวอย่าง","ใบประกาศนียบัตรเมื่อเรียนจบ","เข้าเรียนได้ตลอดชีพ"}',
   'published', now() - interval '60 days', now() - interval '70 days'),
  (6, 'UI/UX Design ด้วย Figma',
   'ออกแบบหน้าจอที่ใช้ง่ายและสวยงาม ตั้งแต่ wireframe จนถึง prototype',
   'เรียนหลักการ UX การทำวิจัยผู้ใช้ การออกแบบ wireframe ระบบดีไซน์ และการทำ prototype ที่ส่งต่อให้นักพัฒนาได้ทันที',
   '/media/courses/figma-design.svg', 5, 'design', 'beginner', 1990,
   '{ไทย}', '{"บัญชี Figma (ฟรี)","ไม่ต้องมีพื้นฐานการออกแบบ"}',
   '{"หลักการออกแบบ UX","สร้าง wireframe และ prototype","สร้าง design system","ส่งงานให้นักพัฒนา"}',
   '{"ไฟล์ Figma ตัวอย่าง","แบบฝึกหัดทุกบท","ใบประกาศนียบัตรเมื่อเรียนจบ","เข้าเรียนได้ตลอดชีพ"}',
   'published', now() - interval '75 days', now() - interval '80 days'),
  (7, 'Git และ GitHub ฉบับเร่งรัด',
   'ใช้ Git เก็บประวัติงานและทำงานร่วมกับทีมบน GitHub ได้ในบ่ายเดียว',
   'คอร์สสั้นสำหรับคนที่อยากเริ่มใช้ Git ทันที: commit, branch, merge, pull request และการแก้ conflict',
   '/media/courses/git-github.svg', 2, 'programming', 'beginner', 0,
   '{ไทย}', '{"คอมพิวเตอร์ที่ติดตั้ง Git ได้"}',
   '{"สร้าง repository และ commit","ทำงานกับ branch","เปิด pull request บน GitHub"}',
   '{"เรียนจบได้ในวันเดียว","ใบประกาศนียบัตรเมื่อเรียนจบ","เข้าเรียนได้ตลอดชีพ"}',
   'published', now() - interval '50 days', now() - interval '55 days'),
  (8, 'Node.js Backend ขั้นสูง',
   'ออกแบบ API ที่ปลอดภัยและรองรับผู้ใช้จำนวนมากด้วย Node.js',
   'คอร์สที่กำลังจัดทำ: สถาปัตยกรรม API, การยืนยันตัวตน, คิวงาน, การแคช และการวัดผลระบบ',
   '/media/courses/nodejs-backend.svg', 2, 'web-development', 'advanced', 3190,
   '{ไทย}', '{"เขียน JavaScript ได้คล่อง"}',
   '{"ออกแบบ REST API","ยืนยันตัวตนด้วย JWT","ทำคิวงานและแคช"}',
   '{"ซอร์สโค้ดทุกบท","เข้าเรียนได้ตลอดชีพ"}',
   'draft', null, now() - interval '10 days');

insert into public.course_modules (id, course_id, title, position)
select m.course_id * 10 + m.position, m.course_id, m.title, m.position
from (values
  (1, 1, 'เริ่มต้นกับ Python'), (1, 2, 'ตัวแปรและชนิดข้อมูล'), (1, 3, 'เงื่อนไขและลูป'), (1, 4, 'ฟังก์ชันและไฟล์'),
  (2, 1, 'ปูพื้น TypeScript'), (2, 2, 'คอมโพเนนต์และ props'), (2, 3, 'state และ hooks'),
  (2, 4, 'ดึงข้อมูลจาก API'), (2, 5, 'ทดสอบและขึ้นระบบ'),
  (3, 1, 'ภาษา Dart'), (3, 2, 'วิดเจ็ตและหน้าจอ'), (3, 3, 'เชื่อมต่อ API และขึ้นสโตร์'),
  (4, 1, 'เตรียมข้อมูลด้วย Pandas'), (4, 2, 'สำรวจข้อมูลด้วยกราฟ'), (4, 3, 'สร้างโมเดล'), (4, 4, 'ประเมินและนำไปใช้'),
  (5, 1, 'พื้นฐานคอนเทนเนอร์'), (5, 2, 'Docker Compose'), (5, 3, 'Kubernetes'), (5, 4, 'CI/CD'),
  (6, 1, 'หลักการ UX'), (6, 2, 'Wireframe และ Prototype'), (6, 3, 'Design System'),
  (7, 1, 'Git ในบ่ายเดียว'),
  (8, 1, 'ออกแบบ API'), (8, 2, 'ยืนยันตัวตน'), (8, 3, 'คิวงานและแคช')
) as m (course_id, position, title);

-- Lessons: the trigger derives course_id from module_id.
insert into public.lessons (id, module_id, title, type, duration_minutes, is_preview, position)
select l.module_id * 10 + l.position, l.module_id, l.title, l.type, l.minutes, l.preview, l.position
from (values
  (11, 1, 'แนะนำคอร์สและติดตั้ง Python', 'video', 12, true), (11, 2, 'โปรแกรมแรก: Hello, World', 'video', 15, true), (11, 3, 'การใช้ VS Code อย่างมือโปร', 'document', 10, false),
  (12, 1, 'ตัวแปรและการตั้งชื่อ', 'video', 18, false), (12, 2, 'ตัวเลข ข้อความ และลิสต์', 'video', 22, false), (12, 3, 'แบบฝึกหัด: คำนวณค่า BMI', 'exercise', 20, false),
  (13, 1, 'if, elif และ else', 'video', 20, false), (13, 2, 'ลูป for และ while', 'video', 25, false), (13, 3, 'แบบฝึกหัด: เกมทายตัวเลข', 'exercise', 30, false),
  (14, 1, 'สร้างฟังก์ชันของตัวเอง', 'video', 24, false), (14, 2, 'อ่านและเขียนไฟล์ CSV', 'document', 15, false), (14, 3, 'โปรเจกต์: โปรแกรมรายรับรายจ่าย', 'project', 60, false),
  (21, 1, 'ทำไมต้อง TypeScript', 'video', 14, true), (21, 2, 'ชนิดข้อมูลและ interface', 'document', 18, false),
  (22, 1, 'สร้างคอมโพเนนต์แรก', 'video', 20, true), (22, 2, 'props และ children', 'video', 22, false), (22, 3, 'แบบฝึกหัด: การ์ดคอร์สเรียน', 'exercise', 30, false),
  (23, 1, 'useState และ useEffect', 'video', 28, false), (23, 2, 'custom hooks', 'document', 16, false),
  (24, 1, 'ดึงข้อมูลด้วย TanStack Query', 'video', 30, false), (24, 2, 'ฟอร์มด้วย react-hook-form และ zod', 'video', 26, false), (24, 3, 'แบบฝึกหัด: ค้นหาและกรองรายการ', 'exercise', 35, false),
  (25, 1, 'ทดสอบด้วย Vitest', 'video', 24, false), (25, 2, 'โปรเจกต์: แอปจัดการงานของทีม', 'project', 90, false),
  (31, 1, 'รู้จักภาษา Dart', 'video', 18, true), (31, 2, 'คลาสและ async/await', 'document', 20, false), (31, 3, 'แบบฝึกหัด: ตัวแปลงสกุลเงิน', 'exercise', 25, false),
  (32, 1, 'วิดเจ็ตพื้นฐาน', 'video', 22, false), (32, 2, 'การนำทางระหว่างหน้าจอ', 'video', 20, false), (32, 3, 'จัดการ state ด้วย Provider', 'document', 18, false),
  (33, 1, 'เรียก REST API', 'video', 25, false), (33, 2, 'โปรเจกต์: แอปสั่งกาแฟ', 'project', 75, false),
  (41, 1, 'DataFrame เบื้องต้น', 'video', 22, true), (41, 2, 'ทำความสะอาดข้อมูล', 'document', 25, false),
  (42, 1, 'กราฟด้วย Matplotlib', 'video', 24, false), (42, 2, 'แบบฝึกหัด: วิเคราะห์ยอดขายรายเดือน', 'exercise', 40, false),
  (43, 1, 'Linear Regression', 'video', 30, false), (43, 2, 'Decision Tree และ Random Forest', 'video', 32, false), (43, 3, 'แบบฝึกหัด: พยากรณ์ราคาบ้าน', 'exercise', 45, false),
  (44, 1, 'วัดผลโมเดล', 'document', 20, false), (44, 2, 'โปรเจกต์: พยากรณ์ยอดขาย', 'project', 90, false),
  (51, 1, 'คอนเทนเนอร์คืออะไร', 'video', 16, true), (51, 2, 'เขียน Dockerfile ที่ดี', 'video', 26, false), (51, 3, 'แบบฝึกหัด: แพ็กเว็บแอปเป็นอิมเมจ', 'exercise', 30, false),
  (52, 1, 'Compose หลายบริการ', 'video', 24, false), (52, 2, 'เครือข่ายและ volume', 'document', 18, false),
  (53, 1, 'Pod, Deployment และ Service', 'video', 32, false), (53, 2, 'ConfigMap และ Secret', 'document', 20, false), (53, 3, 'แบบฝึกหัด: deploy แอปขึ้นคลัสเตอร์', 'exercise', 45, false),
  (54, 1, 'GitHub Actions เบื้องต้น', 'video', 22, false), (54, 2, 'โปรเจกต์: pipeline ตั้งแต่ commit ถึง production', 'project', 80, false),
  (61, 1, 'UX คืออะไร', 'video', 15, true), (61, 2, 'สัมภาษณ์ผู้ใช้', 'document', 18, false), (61, 3, 'แบบฝึกหัด: สร้าง persona', 'exercise', 25, false),
  (62, 1, 'Wireframe ใน Figma', 'video', 25, false), (62, 2, 'Prototype และ interaction', 'video', 22, false),
  (63, 1, 'สี ตัวอักษร และ component', 'video', 24, false), (63, 2, 'โปรเจกต์: ออกแบบแอปร้านกาแฟ', 'project', 60, false),
  (71, 1, 'commit, branch และ merge', 'video', 15, true), (71, 2, 'แบบฝึกหัด: เปิด pull request แรก', 'exercise', 20, false),
  (81, 1, 'โครงสร้างโปรเจกต์ API', 'video', 20, false), (81, 2, 'ตรวจสอบข้อมูลด้วย zod', 'document', 15, false),
  (82, 1, 'JWT และ refresh token', 'video', 25, false), (82, 2, 'แบบฝึกหัด: ระบบล็อกอิน', 'exercise', 40, false),
  (83, 1, 'คิวงานด้วย BullMQ', 'video', 22, false), (83, 2, 'โปรเจกต์: ระบบส่งอีเมลแจ้งเตือน', 'project', 60, false)
) as l (module_id, position, title, type, minutes, preview);

-- Content for every lesson: hand-written for some, a Thai study guide for the rest. Videos
-- play the small sample clip the shell serves at /media/sample-lesson.mp4.
insert into public.lesson_contents (lesson_id, video_url, body)
select l.id,
  case when l.type = 'video' then '/media/sample-lesson.mp4' end,
  case l.type
    when 'video' then
      '# ' || l.title || E'\n\nวิดีโอบทนี้ของคอร์ส "' || c.title || E'" อธิบายหัวข้อ "' || l.title ||
      E'" ทีละขั้นตอน พร้อมสาธิตการเขียนโค้ดจริง\n\n' ||
      E'## ก่อนดู\n- เปิดโปรแกรมแก้ไขโค้ดไว้ข้าง ๆ แล้วพิมพ์ตามไปพร้อมกัน\n- หยุดวิดีโอได้ทุกเมื่อเมื่อต้องการทดลองเอง\n\n' ||
      E'## หลังดู\nสรุปสิ่งที่ได้เรียนเป็นภาษาของตัวเองสั้น ๆ 3 ข้อ แล้วกด "เรียนจบบทนี้" เพื่อบันทึกความคืบหน้า'
    when 'document' then
      '# ' || l.title || E'\n\nเอกสารประกอบการเรียนของคอร์ส "' || c.title || E'" อ่านประมาณ ' ||
      l.duration_minutes || E' นาที\n\n' ||
      E'## แนวคิดหลัก\nเริ่มจากคำถามว่าเรื่องนี้แก้ปัญหาอะไร จากนั้นดูตัวอย่างที่เล็กที่สุดที่ใช้งานได้ ' ||
      E'แล้วค่อยขยายไปสู่กรณีที่ซับซ้อนขึ้น\n\n' ||
      E'## ข้อควรระวัง\n- อ่านข้อความแจ้งข้อผิดพลาดให้ครบก่อนแก้โค้ด\n- ตั้งชื่อให้สื่อความหมาย คนอ่านโค้ดคนต่อไปอาจเป็นตัวเราเอง\n\n' ||
      E'## สรุป\nเมื่ออ่านจบ ลองอธิบายหัวข้อ "' || l.title || E'" ให้เพื่อนฟังภายในหนึ่งนาที'
    when 'exercise' then
      '# ' || l.title || E'\n\n## โจทย์\nนำสิ่งที่เรียนในบทก่อนหน้ามาแก้โจทย์นี้ด้วยตัวเอง ' ||
      E'เขียนให้ทำงานได้ก่อน แล้วค่อยปรับให้อ่านง่าย\n\n' ||
      E'## เกณฑ์ผ่าน\n- โปรแกรมทำงานถูกต้องกับตัวอย่างข้อมูลทุกชุด\n- จัดการข้อมูลที่ผิดรูปแบบได้โดยไม่ล่ม\n- โค้ดมีชื่อตัวแปรที่สื่อความหมาย\n\n' ||
      E'## คำใบ้\nแบ่งปัญหาเป็นขั้นย่อย ๆ และทดสอบทีละขั้น ถ้าติดเกิน 20 นาที ให้กลับไปทบทวนบทก่อนหน้า'
    else
      '# ' || l.title || E'\n\n## เป้าหมาย\nสร้างผลงานที่ใช้งานได้จริงจากทุกอย่างที่เรียนมาในคอร์ส "' || c.title ||
      E'" เพื่อใช้เป็นผลงานในพอร์ตโฟลิโอ\n\n' ||
      E'## สิ่งที่ต้องส่ง\n1. ลิงก์ซอร์สโค้ดบน GitHub พร้อมไฟล์ README อธิบายวิธีติดตั้ง\n2. ภาพหน้าจอหรือวิดีโอสั้นสาธิตการใช้งาน\n3. สรุปสิ่งที่ได้เรียนรู้และสิ่งที่อยากปรับปรุงต่อ\n\n' ||
      E'## เกณฑ์การประเมิน\nความถูกต้องของฟังก์ชันหลัก ความเรียบร้อยของโค้ด และประสบการณ์ของผู้ใช้'
  end
from public.lessons l
join public.courses c on c.id = l.course_id;

update public.lesson_contents set body = v.body
from (values
  -- 711 uses every Markdown element the lesson page renders (issue 19 item 7).
  (711, $md$# commit, branch และ merge

Git คือระบบเก็บประวัติการแก้ไขงาน ทุกครั้งที่ **commit** เราได้จุดบันทึกที่ย้อนกลับมาได้เสมอ บทนี้ใช้ได้กับทุกภาษาที่คุณเขียน ไม่ว่าจะเป็น Python, JavaScript หรือ Dart

![แผนภาพ Git: branch แยกออกจาก main แล้ว merge กลับ](/media/courses/git-github.svg)

## คำสั่งที่ใช้ในบทนี้

| คำสั่ง | ทำอะไร | ใช้เมื่อไร |
|:--|:--|:--|
| `git init` | สร้าง repository ใหม่ | เริ่มโปรเจกต์ |
| `git add .` | เตรียมไฟล์ที่แก้ไข | ก่อน commit |
| `git commit -m "ข้อความ"` | บันทึกงาน | จบงานย่อยแต่ละชิ้น |
| `git switch -c feature/menu` | สร้าง branch ใหม่ | เริ่มฟีเจอร์ใหม่ |
| `git merge feature/menu` | รวมงานกลับเข้าสาขาหลัก | ฟีเจอร์เสร็จแล้ว |

## ขั้นตอน

1. สร้างโฟลเดอร์และ repository
2. เขียนไฟล์แรก แล้ว commit
3. แตก branch ทำฟีเจอร์ แล้ว merge กลับ

```bash
mkdir hello-git && cd hello-git
git init
git add README.md
git commit -m "เริ่มโปรเจกต์"
git switch -c feature/menu
```

> เคล็ดลับ: เขียนข้อความ commit ให้บอกว่า *ทำไม* ถึงแก้ ไม่ใช่แค่แก้อะไร

## ไฟล์ตัวอย่างที่เรา commit

Git เก็บได้ทุกไฟล์ข้อความ ด้านล่างคือไฟล์เล็ก ๆ ในภาษาต่าง ๆ ที่คอร์สของเราสอน

- **Python** สคริปต์ทักทาย

```python
def greet(name: str) -> str:
    return f"สวัสดี {name}"

print(greet("เรียนโค้ด"))
```

- **JavaScript** และ **TypeScript**

```javascript
const lessons = ['commit', 'branch', 'merge'];
lessons.forEach((step, i) => console.log(`${i + 1}. ${step}`));
```

```typescript
interface Commit {
  hash: string;
  message: string;
}
const latest: Commit = { hash: 'a1b2c3d', message: 'เพิ่มเมนู' };
```

- **SQL** ตารางเก็บประวัติ

```sql
SELECT hash, message, created_at
FROM commits
WHERE branch = 'main'
ORDER BY created_at DESC
LIMIT 5;
```

- **Dart** สำหรับแอป Flutter

```dart
void main() {
  final branches = ['main', 'feature/menu'];
  print('มี ${branches.length} branch');
}
```

- **YAML** ตรวจโค้ดอัตโนมัติทุกครั้งที่ push

```yaml
name: ci
on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
```

- **HTML** และ **CSS** หน้าเว็บแรก

```html
<!doctype html>
<html lang="th">
  <body>
    <h1 class="title">สวัสดี Git</h1>
  </body>
</html>
```

```css
.title {
  color: #4338ca;
  font-family: 'Noto Sans Thai', sans-serif;
}
```

---

## อ่านเพิ่มเติม

- หนังสือ [Pro Git ฉบับภาษาไทย](https://git-scm.com/book/th/v2) (ฟรี)
- กลับไปดู[ภาพรวมของคอร์ส](/course/7)

## ลองทำ

สร้างโฟลเดอร์ใหม่ เขียนไฟล์ README.md แล้ว commit อย่างน้อย 3 ครั้ง$md$),
  (712, E'# แบบฝึกหัด: เปิด pull request แรก\n\n## โจทย์\n1. fork repository ตัวอย่างบน GitHub\n2. สร้าง branch ชื่อ `add-my-name`\n3. เพิ่มชื่อของคุณลงในไฟล์ CONTRIBUTORS.md แล้ว commit\n4. push แล้วเปิด pull request พร้อมคำอธิบายสั้น ๆ\n\n## เกณฑ์ผ่าน\npull request มีเพียงหนึ่ง commit ที่มีข้อความชัดเจน และไม่มี conflict'),
  (123, E'# แบบฝึกหัด: คำนวณค่า BMI\n\n## โจทย์\nเขียนโปรแกรมรับน้ำหนัก (กิโลกรัม) และส่วนสูง (เซนติเมตร) แล้วแสดงค่า BMI ทศนิยม 2 ตำแหน่ง พร้อมแปลผล: น้อยกว่า 18.5 ผอม, 18.5–22.9 ปกติ, 23 ขึ้นไป น้ำหนักเกิน\n\n## ตัวอย่าง\nน้ำหนัก 60 ส่วนสูง 165 → BMI 22.04 (ปกติ)\n\n## คำใบ้\nBMI = น้ำหนัก ÷ (ส่วนสูงเป็นเมตร)²'),
  (133, E'# แบบฝึกหัด: เกมทายตัวเลข\n\n## โจทย์\nให้โปรแกรมสุ่มเลข 1–100 แล้วให้ผู้เล่นทายจนกว่าจะถูก บอกว่า "มากไป" หรือ "น้อยไป" ทุกครั้ง และนับจำนวนครั้งที่ทาย\n\n## เกณฑ์ผ่าน\n- ใช้ลูป while\n- ถ้าผู้เล่นพิมพ์สิ่งที่ไม่ใช่ตัวเลข ให้แจ้งเตือนและให้ทายใหม่โดยไม่นับครั้ง')
) as v (lesson_id, body)
where lesson_contents.lesson_id = v.lesson_id;

-- ── Quiz: the final quiz of course 7 (issue 19), every question kind ─────────────────────
-- Lesson 713 closes the free short course, so finishing it (and its certificate) needs a pass:
-- 3 questions, pass mark 70 % (all three right), 3 attempts. Fixed ids so tests can answer it:
-- question 7131 single (choice 71311 correct), 7132 multiple (71321, 71322, 71324 correct),
-- 7133 short (accepts "merge" and "git merge", compared trimmed, case-folded, spaces collapsed).
insert into public.lessons (id, module_id, title, type, duration_minutes, is_preview, position)
values (713, 71, 'แบบทดสอบท้ายคอร์ส: Git และ GitHub', 'quiz', 10, false, 3);
insert into public.lesson_contents (lesson_id, body)
values (713, E'# แบบทดสอบท้ายคอร์ส\n\nตอบคำถาม 3 ข้อเกี่ยวกับ **commit, branch, merge และ pull request** ต้องตอบถูกทุกข้อจึงจะผ่าน (70%) ทำได้ 3 ครั้ง\n\nเมื่อผ่านแล้ว คุณจะเรียนจบคอร์สและได้รับใบประกาศนียบัตร');
insert into public.quizzes (lesson_id, pass_percent, max_attempts) values (713, 70, 3);
insert into public.quiz_questions (id, lesson_id, kind, prompt, explanation, position) values
  (7131, 713, 'single', 'คำสั่งใดสร้าง branch ใหม่แล้วสลับไปทำงานบน branch นั้นทันที',
   '`git switch -c <ชื่อ>` สร้าง branch และสลับไปในคำสั่งเดียว (แบบเดิมคือ `git checkout -b`)', 1),
  (7132, 713, 'multiple', 'ข้อใดควรทำก่อนเปิด pull request (เลือกได้หลายข้อ)',
   'commit ด้วยข้อความที่ชัดเจน push branch ขึ้น GitHub และเขียนคำอธิบายว่าแก้อะไร ส่วนการลบ repository ไม่เกี่ยวข้องเลย', 2),
  (7133, 713, 'short', 'คำสั่งย่อยของ git ที่ใช้รวมงานจาก branch อื่นเข้ากับ branch ปัจจุบันคืออะไร (พิมพ์ชื่อคำสั่ง)',
   '`git merge <branch>` รวมประวัติของ branch นั้นเข้ากับ branch ที่เราอยู่', 3);
insert into public.quiz_choices (id, question_id, label, is_correct, position) values
  (71311, 7131, 'git switch -c feature/menu', true, 1),
  (71312, 7131, 'git merge feature/menu', false, 2),
  (71313, 7131, 'git init feature/menu', false, 3),
  (71314, 7131, 'git commit -m "feature/menu"', false, 4),
  (71321, 7132, 'commit งานด้วยข้อความที่อธิบายการเปลี่ยนแปลง', true, 1),
  (71322, 7132, 'push branch ขึ้น GitHub', true, 2),
  (71323, 7132, 'ลบ repository เดิมแล้วสร้างใหม่', false, 3),
  (71324, 7132, 'เขียนคำอธิบายสั้น ๆ ว่าแก้ไขอะไรและทำไม', true, 4);
insert into public.quiz_short_answers (question_id, answer) values (7133, 'merge'), (7133, 'git merge');
select setval(pg_get_serial_sequence('public.quiz_questions', 'id'), (select max(id) from public.quiz_questions));
select setval(pg_get_serial_sequence('public.quiz_choices', 'id'), (select max(id) from public.quiz_choices));
-- somchai (…b02) finished course 7 before: he passed the quiz on his second try.
insert into public.quiz_attempts (user_id, lesson_id, course_id, answers, correct_count, question_count, score, passed, created_at)
values
  ('00000000-0000-4000-8000-000000000b02', 713, 7, '{"7131": 71311, "7132": [71321, 71322], "7133": "git merge"}', 2, 3, 66, false, now() - interval '2 days'),
  ('00000000-0000-4000-8000-000000000b02', 713, 7, '{"7131": 71311, "7132": [71321, 71322, 71324], "7133": "merge"}', 3, 3, 100, true, now() - interval '1 day');
-- ── Code exercises (issue 19 item 4) ─────────────────────────────────────────────────────────
-- One JavaScript exercise in the React course (lesson 223, made a free preview so anyone signed
-- in can run it) and one Python exercise in the Python course (lesson 123). Tests are
-- {name, code}: JavaScript tests call assert/assertEqual, Python tests use assert.
update public.lessons set is_preview = true where id = 223;
update public.lesson_contents set body = E'# แบบฝึกหัด: การ์ดคอร์สเรียน\n\n## โจทย์\nเขียนฟังก์ชัน `courseCardLabel(title, price)` ที่คืนข้อความบนการ์ดคอร์ส: ชื่อคอร์ส (ตัดช่องว่างหัวท้าย) ตามด้วย ` · ` และราคาแบบมีจุลภาค เช่น `฿2,990` หรือคำว่า `ฟรี` เมื่อราคาเป็น 0\n\n## ตัวอย่าง\n`courseCardLabel(''React'', 2990)` ได้ `React · ฿2,990`\n\nกด "รันโค้ด" เพื่อตรวจกับชุดทดสอบ'
where lesson_id = 223;

insert into public.lesson_exercises (lesson_id, language, starter_code, tests) values
  (223, 'javascript',
   $js$// คืนข้อความสำหรับการ์ดคอร์ส เช่น "React · ฿2,990" หรือ "Git · ฟรี"
function courseCardLabel(title, price) {
  // เขียนโค้ดของคุณที่นี่
}
$js$,
   jsonb_build_array(
     jsonb_build_object('name', 'ราคาปกติมีจุลภาค', 'code', $t$assertEqual(courseCardLabel('React', 2990), 'React · ฿2,990');$t$),
     jsonb_build_object('name', 'คอร์สฟรี', 'code', $t$assertEqual(courseCardLabel('Git', 0), 'Git · ฟรี');$t$),
     jsonb_build_object('name', 'ตัดช่องว่างหัวท้ายชื่อคอร์ส', 'code', $t$assertEqual(courseCardLabel('  Vue  ', 1500), 'Vue · ฿1,500');$t$)
   )),
  (123, 'python',
   $py$def bmi(weight_kg, height_cm):
    """คืนค่า BMI ปัดทศนิยม 2 ตำแหน่ง"""
    pass


def bmi_label(value):
    """น้อยกว่า 18.5 คือ "ผอม", 18.5 ถึงน้อยกว่า 23 คือ "ปกติ", 23 ขึ้นไปคือ "น้ำหนักเกิน" """
    pass
$py$,
   jsonb_build_array(
     jsonb_build_object('name', 'BMI ตามตัวอย่าง', 'code', $t$assert bmi(60, 165) == 22.04, f"ได้ {bmi(60, 165)}"$t$),
     jsonb_build_object('name', 'แปลผลปกติ', 'code', $t$assert bmi_label(22.04) == "ปกติ"$t$),
     jsonb_build_object('name', 'แปลผลผอมและน้ำหนักเกิน', 'code', E'assert bmi_label(18.4) == "ผอม"\nassert bmi_label(23) == "น้ำหนักเกิน"')
   ));

insert into public.lesson_exercise_solutions (lesson_id, code) values
  (223, $js$function courseCardLabel(title, price) {
  const label = price === 0 ? 'ฟรี' : `฿${price.toLocaleString('en-US')}`;
  return `${title.trim()} · ${label}`;
}
$js$),
  (123, $py$def bmi(weight_kg, height_cm):
    return round(weight_kg / (height_cm / 100) ** 2, 2)


def bmi_label(value):
    if value < 18.5:
        return "ผอม"
    if value < 23:
        return "ปกติ"
    return "น้ำหนักเกิน"
$py$);

-- Hidden tests (issue 27): the server grader runs them after the visible ones; learners never
-- read them, so code written to satisfy exactly the visible examples does not pass.
insert into public.lesson_exercise_hidden_tests (lesson_id, tests) values
  (223, jsonb_build_array(
     jsonb_build_object('name', 'ราคาหลักหมื่น', 'code', $t$assertEqual(courseCardLabel('Go', 12500), 'Go · ฿12,500');$t$),
     jsonb_build_object('name', 'ชื่ออื่นที่ฟรี', 'code', $t$assertEqual(courseCardLabel(' SQL ', 0), 'SQL · ฟรี');$t$)
   )),
  (123, jsonb_build_array(
     jsonb_build_object('name', 'BMI ค่าอื่น', 'code', $t$assert bmi(80, 180) == 24.69$t$),
     jsonb_build_object('name', 'ขอบเขต 18.5', 'code', $t$assert bmi_label(18.5) == "ปกติ"$t$)
   ));

-- Caption tracks (issue 19): every video plays the sample clip, so every video lesson gets its
-- Thai WebVTT track, and the lessons of courses 1, 4 and 7 an English one too; the files sit
-- beside the clip in the shell's public /media. courses.subtitles (the course page's "คำบรรยาย")
-- is derived from these rows by a trigger, whatever the course rows above say.
insert into public.lesson_captions (lesson_id, lang, label, url, position)
select l.id, t.lang, t.label, '/media/captions/sample-lesson.' || t.lang || '.vtt', t.position
from public.lessons l
join public.lesson_contents lc on lc.lesson_id = l.id and lc.video_url is not null
cross join (values ('th', 'ไทย', 1), ('en', 'English', 2)) as t (lang, label, position)
where t.lang = 'th' or l.course_id in (1, 4, 7);

-- Every video plays the 6-second sample clip: the server asks for 80 % of that, not of the
-- lesson's nominal duration_minutes (issue 27, record_watch_progress).
update public.lesson_contents set video_duration_seconds = 6 where video_url = '/media/sample-lesson.mp4';

-- The demo learner stopped lesson 112's video after 3 seconds: opening it offers "เล่นต่อจาก 0:03".
insert into public.lesson_watch_positions (user_id, lesson_id, position_seconds, duration_seconds, played_ranges)
values ('00000000-0000-4000-8000-000000000b01', 112, 3, 6.5, '[[0, 3]]');

-- ── Learning activity ─────────────────────────────────────────────────────────────────────
-- The demo learner (…b01): course 1 in progress (5 of 12), course 6 completed (certificate),
-- course 7 (short) enrolled with no progress, so an end-to-end test can finish it.
insert into public.enrollments (user_id, course_id, enrolled_at)
select e.user_id::uuid, e.course_id, now() - e.age
from (values
  ('00000000-0000-4000-8000-000000000b01', 1, interval '56 days'),
  ('00000000-0000-4000-8000-000000000b01', 6, interval '40 days'),
  ('00000000-0000-4000-8000-000000000b01', 7, interval '3 days'),
  ('00000000-0000-4000-8000-000000000b02', 1, interval '45 days'),
  ('00000000-0000-4000-8000-000000000b02', 3, interval '35 days'),
  ('00000000-0000-4000-8000-000000000b02', 4, interval '20 days'),
  ('00000000-0000-4000-8000-000000000b02', 7, interval '30 days'),
  ('00000000-0000-4000-8000-000000000b03', 2, interval '28 days'),
  ('00000000-0000-4000-8000-000000000b03', 6, interval '25 days'),
  ('00000000-0000-4000-8000-000000000b03', 5, interval '10 days'),
  ('00000000-0000-4000-8000-000000000b04', 1, interval '14 days'),
  ('00000000-0000-4000-8000-000000000b04', 5, interval '12 days'),
  ('00000000-0000-4000-8000-000000000b04', 3, interval '6 days'),
  ('00000000-0000-4000-8000-000000000b05', 6, interval '4 days')
) as e (user_id, course_id, age);

-- The first `lessons` lessons of the course in curriculum order (null = all of them), spread
-- evenly between enrolment and now. Completing all of them issues the certificate (trigger).
insert into public.lesson_progress (user_id, lesson_id, completed_at)
select ranked.user_id, ranked.lesson_id,
  ranked.enrolled_at + (now() - ranked.enrolled_at) * ranked.rn / (ranked.total + 1)
from (
  select e.user_id, e.enrolled_at, l.id as lesson_id, p.lessons,
    row_number() over (partition by e.user_id, e.course_id order by m.position, l.position) as rn,
    count(*) over (partition by e.user_id, e.course_id) as total
  from (values
    ('00000000-0000-4000-8000-000000000b01', 1, 5),
    ('00000000-0000-4000-8000-000000000b01', 6, null),
    ('00000000-0000-4000-8000-000000000b02', 1, null),
    ('00000000-0000-4000-8000-000000000b02', 7, null),
    ('00000000-0000-4000-8000-000000000b02', 4, 3),
    ('00000000-0000-4000-8000-000000000b03', 6, null),
    ('00000000-0000-4000-8000-000000000b03', 2, 3),
    ('00000000-0000-4000-8000-000000000b04', 1, 2)
  ) as p (user_id, course_id, lessons)
  join public.enrollments e on e.user_id = p.user_id::uuid and e.course_id = p.course_id
  join public.lessons l on l.course_id = e.course_id
  join public.course_modules m on m.id = l.module_id
) ranked
where ranked.lessons is null or ranked.rn <= ranked.lessons;

-- The trigger stamped completion and certificates with now(); date them like the progress.
update public.enrollments e set completed_at = d.last_done
from (
  select p.user_id, p.course_id, max(p.completed_at) as last_done
  from public.lesson_progress p group by p.user_id, p.course_id
) d
where e.completed_at is not null and d.user_id = e.user_id and d.course_id = e.course_id;
update public.certificates c set issued_at = e.completed_at
from public.enrollments e
where e.user_id = c.user_id and e.course_id = c.course_id and e.completed_at is not null;

insert into public.reviews (course_id, user_id, rating, comment, created_at, updated_at)
select r.course_id, r.user_id::uuid, r.rating, r.comment, now() - r.age, now() - r.age
from (values
  (6, '00000000-0000-4000-8000-000000000b01', 5, 'สอนเข้าใจง่ายมาก ไม่มีพื้นฐานก็ทำ prototype ได้จริง แบบฝึกหัดช่วยให้จำได้แม่น', interval '20 days'),
  (1, '00000000-0000-4000-8000-000000000b02', 5, 'อธิบายละเอียดทุกบรรทัด เหมาะกับมือใหม่สุด ๆ โปรเจกต์สุดท้ายเอาไปใช้ที่บ้านได้เลย', interval '25 days'),
  (7, '00000000-0000-4000-8000-000000000b02', 4, 'สั้น กระชับ ได้ใช้ Git กับงานจริงทันที อยากให้มีเรื่อง rebase เพิ่มอีกนิด', interval '28 days'),
  (4, '00000000-0000-4000-8000-000000000b02', 4, 'เนื้อหาแน่นมาก ชุดข้อมูลจริงทำให้เห็นภาพ แต่ต้องมีพื้นฐาน Python มาก่อนจริง ๆ', interval '8 days'),
  (2, '00000000-0000-4000-8000-000000000b03', 5, 'ได้แนวคิดการแยกคอมโพเนนต์ที่ใช้ในงานได้ทันที ผู้สอนตอบคำถามไวมาก', interval '15 days'),
  (6, '00000000-0000-4000-8000-000000000b03', 4, 'ชอบบท design system มาก ถ้ามีตัวอย่างงานมือถือเพิ่มจะดีมาก', interval '12 days'),
  (1, '00000000-0000-4000-8000-000000000b04', 4, 'ปูพื้นดี ค่อยเป็นค่อยไป แบบฝึกหัดเกมทายตัวเลขสนุกมาก', interval '7 days'),
  (5, '00000000-0000-4000-8000-000000000b04', 5, 'จาก Dockerfile ถึง Kubernetes ครบในคอร์สเดียว แล็บทำตามได้ทุกขั้น', interval '5 days'),
  (6, '00000000-0000-4000-8000-000000000b05', 5, 'เหมาะกับคนเริ่มต้นมาก ผู้สอนใจดีและอธิบายชัดเจน', interval '2 days')
) as r (course_id, user_id, rating, comment, age);

-- The instructor of course 1 answered somchai's review (review 2).
insert into public.review_replies (review_id, author_id, body, created_at, updated_at)
select r.id, '00000000-0000-4000-8000-000000000c01', 'ขอบคุณมากครับ ดีใจที่โปรเจกต์สุดท้ายได้ใช้จริง ถ้าติดตรงไหนถามในบทเรียนได้เลยนะครับ',
  r.created_at + interval '1 day', r.created_at + interval '1 day'
from public.reviews r
where r.course_id = 1 and r.user_id = '00000000-0000-4000-8000-000000000b02';
-- ── Lesson Q&A ────────────────────────────────────────────────────────────────────────────
-- Course 1 (the demo learner, somchai and anucha are enrolled): a question on paid lesson 113
-- answered by the admin (accepted) and by somchai, with anucha's off-topic reply hidden by the
-- admin; a question on free preview 111 that everyone may read. Course 4 (somchai only): a
-- question on paid lesson 421 that the demo learner may not read.
insert into public.lesson_questions (id, lesson_id, user_id, title, body)
values
  (1, 113, '00000000-0000-4000-8000-000000000b01', 'เปิด Terminal ใน VS Code แล้วพิมพ์ python ไม่เจอ',
   E'ติดตั้งจาก python.org แล้ว แต่ใน Terminal ของ VS Code พิมพ์ `python --version` ขึ้นว่า\n\n```\n\'python\' is not recognized as an internal or external command\n```\n\nต้องตั้งค่าอะไรเพิ่มไหมครับ'),
  (2, 111, '00000000-0000-4000-8000-000000000b02', 'คอร์สนี้ใช้ Python เวอร์ชันไหน',
   'ใช้ 3.12 ได้ไหมครับ หรือต้องเป็น 3.13'),
  (3, 421, '00000000-0000-4000-8000-000000000b02', 'pandas อ่านไฟล์ CSV ภาษาไทยแล้วอักษรเพี้ยน',
   'ลองใส่ encoding="utf-8" แล้วก็ยังเพี้ยนอยู่ครับ');
insert into public.lesson_replies (id, question_id, user_id, body)
values
  (1, 1, '00000000-0000-4000-8000-000000000a01',
   E'ตอนติดตั้งให้ติ๊ก **Add python.exe to PATH** ด้วยครับ ถ้าติดตั้งไปแล้วให้รันตัวติดตั้งอีกครั้ง เลือก Modify แล้วติ๊กช่องนี้ จากนั้นปิดแล้วเปิด VS Code ใหม่\n\n```\npython --version\n```'),
  (2, 1, '00000000-0000-4000-8000-000000000b02', 'หรือใช้คำสั่ง `py` แทนก็ได้ครับ ตัวติดตั้งบน Windows มีให้'),
  (3, 1, '00000000-0000-4000-8000-000000000b04', 'สนใจคอร์สเรียนพิเศษราคาถูก ทักไลน์มาเลย');
update public.lesson_questions set accepted_reply_id = 1 where id = 1;
insert into public.lesson_post_hides (reply_id, hidden_by, reason)
values (3, '00000000-0000-4000-8000-000000000a01', 'โฆษณา ไม่เกี่ยวกับบทเรียน');
-- somchai switched off the weekly "continue where you left off" e-mail.
insert into public.notification_preferences (user_id, kind, subscribed)
values ('00000000-0000-4000-8000-000000000b02', 'continue_learning', false);
-- Date the thread: asked 3 days ago, answered over the next day.
update public.lesson_questions set created_at = now() - interval '3 days', updated_at = now() - interval '3 days';
update public.lesson_replies set created_at = now() - interval '2 days' + id * interval '1 hour',
  updated_at = now() - interval '2 days' + id * interval '1 hour';

-- ── Articles and SEO ──────────────────────────────────────────────────────────────────────
insert into public.articles (id, slug, title, excerpt, body, cover_url, author_id, status, views, published_at, created_at)
select a.id, a.slug, a.title, a.excerpt, a.body, a.cover_url, '00000000-0000-4000-8000-000000000a01'::uuid, a.status, a.views,
  case when a.status = 'published' then now() - a.age end, now() - a.age - interval '2 days'
from (values
  (1, 'first-programming-language-2026', 'เริ่มเขียนโปรแกรมภาษาไหนดีในปี 2026',
   'เปรียบเทียบ Python, JavaScript และ Go สำหรับมือใหม่ พร้อมแนวทางเลือกตามเป้าหมายอาชีพ',
   E'ภาษาแรกที่ดีคือภาษาที่ทำให้เราสร้างอะไรบางอย่างเสร็จได้เร็ว\n\n## Python\nอ่านง่าย เหมาะกับงานข้อมูลและระบบอัตโนมัติ\n\n## JavaScript\nจำเป็นสำหรับงานเว็บ ใช้ได้ทั้งฝั่งหน้าบ้านและหลังบ้าน\n\n## Go\nเรียบง่ายและเร็ว เหมาะกับงานระบบหลังบ้าน\n\nเลือกจากสิ่งที่อยากสร้าง แล้วลงมือทำโปรเจกต์เล็ก ๆ ทันที',
   '/media/articles/first-language.svg', 'published', 1520, interval '40 days'),
  (2, 'developer-habits', '5 นิสัยของนักพัฒนาที่เติบโตเร็ว',
   'อ่านโค้ดคนอื่น เขียนทดสอบ ถามให้เป็น และอีกสองนิสัยที่ทีมไหนก็อยากได้',
   E'1. อ่านโค้ดของคนอื่นทุกสัปดาห์\n2. เขียนทดสอบก่อนแก้บั๊ก\n3. ถามคำถามพร้อมสิ่งที่ลองมาแล้ว\n4. จดบันทึกสิ่งที่เรียนรู้\n5. ส่งงานเล็ก ๆ บ่อย ๆ',
   '/media/articles/developer-habits.svg', 'published', 980, interval '21 days'),
  (3, 'docker-for-beginners', 'Docker สำหรับคนที่ยังไม่เคยใช้',
   'อธิบายคอนเทนเนอร์ด้วยภาษาง่าย ๆ พร้อมคำสั่งแรกที่ควรรู้',
   E'คอนเทนเนอร์คือกล่องที่บรรจุแอปพร้อมทุกอย่างที่แอปต้องใช้ ทำให้รันได้เหมือนกันทุกเครื่อง\n\nเริ่มจาก `docker run hello-world` แล้วลองเขียน Dockerfile ของแอปตัวเอง',
   '/media/articles/docker-intro.svg', 'published', 640, interval '6 days'),
  (4, 'api-design-for-frontend-teams', 'แนวทางออกแบบ API ให้ทีมหน้าบ้านรัก',
   'ตั้งชื่อให้สม่ำเสมอ ส่งข้อผิดพลาดที่อ่านออก และทำเอกสารที่ใช้ได้จริง',
   E'ร่างบทความ: ชื่อ resource, รูปแบบข้อผิดพลาด, การแบ่งหน้า และการกำหนดเวอร์ชัน',
   null, 'draft', 0, interval '1 day')
) as a (id, slug, title, excerpt, body, cover_url, status, views, age);

insert into public.site_seo (path, title, description) values
  ('/', 'เรียนโค้ด | เรียนเขียนโปรแกรมออนไลน์ภาษาไทย', 'คอร์สเขียนโปรแกรมออนไลน์ภาษาไทย รับทำเว็บไซต์ และบริการ SaaS สำหรับธุรกิจ เรียนได้ทุกที่ทุกเวลา'),
  ('/courses', 'คอร์สทั้งหมด | เรียนโค้ด', 'เลือกคอร์ส Python, React, Flutter, Data Science, DevOps และ UI/UX จากผู้สอนมืออาชีพ พร้อมใบประกาศนียบัตร'),
  ('/login', 'เข้าสู่ระบบ | เรียนโค้ด', 'เข้าสู่ระบบเพื่อเรียนต่อจากบทล่าสุดและติดตามความคืบหน้าของคุณ'),
  ('/register', 'สมัครสมาชิก | เรียนโค้ด', 'สมัครสมาชิกฟรี เลือกระดับของคุณ แล้วเริ่มเรียนเขียนโปรแกรมได้ทันที');

-- ── Selling: settings, coupons, orders ───────────────────────────────────────────────────
-- A valid 13-digit tax ID (Thai check digit) and the PromptPay ID the checkout's QR pays.
update public.site_settings set
  school_name = 'เรียนโค้ด (RianCode)',
  school_tax_id = '0105563123455',
  school_address = '99/9 อาคารเรียนโค้ด ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
  promptpay_id = '0812345678',
  order_expiry_minutes = 30,
  updated_by = '00000000-0000-4000-8000-000000000a01'
where id;

insert into public.coupons (id, code, kind, value, course_id, starts_at, ends_at, max_uses, max_uses_per_user, active) values
  (1, 'WELCOME10', 'percent', 10, null, null, null, null, 1, true),
  (2, 'REACT500', 'fixed', 500, 2, null, null, null, 1, true),
  (3, 'EXPIRED2025', 'percent', 20, null, '2025-01-01 00:00+07', '2025-12-31 23:59+07', null, 1, true),
  (4, 'USEDUP', 'fixed', 200, null, null, null, 1, 1, true);

-- Every enrolment in a paid course was bought: an order placed ten minutes before the
-- enrolment and marked paid by the admin at the moment of enrolling, in date order so the
-- receipt numbers follow the calendar. The paid trigger issues each receipt (dated paid_at).
do $$
declare
  v record;
  v_order_id bigint;
  v_subtotal numeric(10, 2);
  v_discount numeric(10, 2);
begin
  for v in
    select e.user_id, e.course_id, e.enrolled_at, c.price, k.id as coupon_id, k.code, k.kind, k.value
    from public.enrollments e
    join public.courses c on c.id = e.course_id and c.price > 0
    left join (values
      ('00000000-0000-4000-8000-000000000b04', 3, 'WELCOME10'),
      ('00000000-0000-4000-8000-000000000b02', 4, 'USEDUP')
    ) as used (user_id, course_id, code) on used.user_id::uuid = e.user_id and used.course_id = e.course_id
    left join public.coupons k on k.code = used.code
    order by e.enrolled_at
  loop
    v_subtotal := v.price;
    v_discount := case v.kind when 'percent' then round(v_subtotal * v.value / 100, 2)
                              when 'fixed' then least(v.value, v_subtotal) else 0 end;
    insert into public.orders (
      order_number, user_id, course_id, status, subtotal, discount, total, coupon_id, coupon_code,
      expires_at, created_at, updated_at
    ) values (
      -- As public.new_order_number() numbers a new order: the Bangkok date in the Buddhist era
      -- (issue 31: the seed's RC-2026… sat beside new RC-2569… in one list).
      'RC-' || public.buddhist_era_year(v.enrolled_at - interval '10 minutes')
        || to_char((v.enrolled_at - interval '10 minutes') at time zone 'Asia/Bangkok', 'MMDD') || '-'
        || lpad(nextval('public.order_number_seq')::text, 6, '0'),
      v.user_id, v.course_id, 'pending', v_subtotal, v_discount, v_subtotal - v_discount, v.coupon_id, v.code,
      v.enrolled_at + interval '20 minutes', v.enrolled_at - interval '10 minutes', v.enrolled_at - interval '10 minutes'
    ) returning id into v_order_id;
    update public.orders o set status = 'paid', paid_at = v.enrolled_at, paid_via = 'admin'
    where o.id = v_order_id;
  end loop;
end;
$$;

-- One order waiting for payment, of a learner other than the demo learner (the admin's Orders
-- tab shows it; it expires 30 minutes after the seed like any other).
insert into public.orders (
  order_number, user_id, course_id, status, subtotal, discount, total, expires_at, created_at, updated_at
) values (
  public.new_order_number(),
  '00000000-0000-4000-8000-000000000b03', 1, 'pending', 1790, 0, 1790, now() + interval '25 minutes',
  now() - interval '5 minutes', now() - interval '5 minutes'
);

-- The trigger dated the history now() and knew no actor: date it like the orders, and the
-- payments to the admin who confirmed them. The seed's receipts are history, not news: no e-mail.
update public.order_events ev set
  created_at = case when ev.to_status = 'pending' then o.created_at else o.paid_at end,
  actor_id = case when ev.to_status = 'pending' then o.user_id else '00000000-0000-4000-8000-000000000a01'::uuid end,
  reason = case when ev.to_status = 'paid' then 'ตรวจสอบยอดโอนเข้าบัญชีแล้ว' end
from public.orders o
where o.id = ev.order_id;
delete from public.email_outbox;

-- Explicit ids above: move every identity past them so new rows do not collide.
select setval(pg_get_serial_sequence('public.instructors', 'id'), (select max(id) from public.instructors));
select setval(pg_get_serial_sequence('public.courses', 'id'), (select max(id) from public.courses));
select setval(pg_get_serial_sequence('public.course_modules', 'id'), (select max(id) from public.course_modules));
select setval(pg_get_serial_sequence('public.lessons', 'id'), (select max(id) from public.lessons));
select setval(pg_get_serial_sequence('public.articles', 'id'), (select max(id) from public.articles));
select setval(pg_get_serial_sequence('public.lesson_questions', 'id'), (select max(id) from public.lesson_questions));
select setval(pg_get_serial_sequence('public.lesson_replies', 'id'), (select max(id) from public.lesson_replies));
select setval(pg_get_serial_sequence('public.coupons', 'id'), (select max(id) from public.coupons));

-- ── PDPA: every seeded member accepted the first terms and privacy policy at sign-up ──────────
insert into public.consents (user_id, kind, version, method)
select u.id, d.kind, d.version, 'signup'
from public.users u
cross join public.legal_documents d
where d.version = 1;
