-- PDPA, part 2: what a deleted member leaves behind. Decision 0027.
-- Reviews stay (their rating and text belong to the course's history) without the person:
-- user_id becomes null and the site shows "ผู้เรียนที่ลบบัญชีแล้ว". Certificates stay
-- verifiable by their code; the name is kept only if the member asked for it (holder_name,
-- copied when the account is deleted), otherwise verify_certificate answers without a name.

alter table public.reviews alter column user_id drop not null;
alter table public.reviews drop constraint reviews_user_id_fkey;
alter table public.reviews add constraint reviews_user_id_fkey
  foreign key (user_id) references public.users (id) on delete set null;

alter table public.certificates alter column user_id drop not null;
alter table public.certificates drop constraint certificates_user_id_fkey;
alter table public.certificates add constraint certificates_user_id_fkey
  foreign key (user_id) references public.users (id) on delete set null;
alter table public.certificates add column holder_name text check (char_length(holder_name) <= 200);

-- reviewer_deleted is added at the end (a view can only grow columns there): the app shows
-- the Thai fallback name for it.
create or replace view public.course_reviews with (security_barrier = true) as
select
  r.id,
  r.course_id,
  r.user_id,
  r.rating,
  r.comment,
  r.created_at,
  r.updated_at,
  u.name as reviewer_name,
  u.avatar_url as reviewer_avatar_url,
  (r.user_id is null) as reviewer_deleted
from public.reviews r
join public.courses c on c.id = r.course_id and c.status = 'published'
left join public.users u on u.id = r.user_id
order by r.created_at desc, r.id desc;

-- learner_name is null for a deleted member who did not keep their name on certificates.
create or replace function public.verify_certificate(p_code text)
returns table (code text, learner_name text, course_title text, course_id bigint, issued_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select c.code, coalesce(u.name, c.holder_name), co.title, co.id, c.issued_at
  from public.certificates c
  left join public.users u on u.id = c.user_id
  join public.courses co on co.id = c.course_id
  where p_code is not null
    and char_length(p_code) <= 40
    and c.code = upper(trim(p_code));
$$;
