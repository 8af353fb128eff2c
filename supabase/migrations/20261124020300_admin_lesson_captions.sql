-- The admin course editor saves a lesson's caption tracks as one list: the tracks not in it go,
-- the others are written in the list's order, all in one transaction (so a bad row loses
-- nothing), and the course's subtitles follow through the lesson_captions trigger.
create or replace function public.admin_set_lesson_captions(p_lesson_id bigint, p_tracks jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only admins edit caption tracks' using errcode = '42501';
  end if;
  if not exists (select 1 from public.lessons where id = p_lesson_id) then
    raise exception 'lesson % does not exist', p_lesson_id using errcode = 'P0002';
  end if;
  if p_tracks is null or jsonb_typeof(p_tracks) <> 'array' or jsonb_array_length(p_tracks) > 20 then
    raise exception 'tracks must be a list of at most 20 {lang, label, url}' using errcode = '22023';
  end if;
  delete from public.lesson_captions
  where lesson_id = p_lesson_id
    and lang not in (select t ->> 'lang' from jsonb_array_elements(p_tracks) t where t ->> 'lang' is not null);
  -- A language twice in the list breaks the (lesson, lang) key: 23505, nothing saved.
  insert into public.lesson_captions (lesson_id, lang, label, url, position)
  select p_lesson_id, t.value ->> 'lang', btrim(t.value ->> 'label'), btrim(t.value ->> 'url'), t.ordinality::integer
  from jsonb_array_elements(p_tracks) with ordinality as t (value, ordinality)
  on conflict (lesson_id, lang) do update
    set label = excluded.label, url = excluded.url, position = excluded.position;
end;
$$;
revoke execute on function public.admin_set_lesson_captions(bigint, jsonb) from public, anon;
grant execute on function public.admin_set_lesson_captions(bigint, jsonb) to authenticated;
