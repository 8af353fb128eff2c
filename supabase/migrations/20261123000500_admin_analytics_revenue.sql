-- Selling courses (issue 21): the admin analytics also show money. Same function, same keys as
-- before, plus revenue_per_week (the same 12 weeks as enrollments_per_week, by paid_at) and
-- revenue_per_course (top 5 courses by paid revenue). Refunded orders count nowhere: their
-- status is no longer 'paid'.
create or replace function public.admin_analytics() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_first timestamptz := date_trunc('week', now()) - interval '11 weeks';
begin
  if not public.is_admin() then
    raise exception 'admin only' using errcode = '42501';
  end if;
  return (
    with weeks as (
      select w as week_start
      from pg_catalog.generate_series(v_first, date_trunc('week', now()), interval '1 week') as w
    )
    select jsonb_build_object(
      'signups_per_week', (
        select jsonb_agg(jsonb_build_object(
          'week', to_char(wk.week_start, 'YYYY-MM-DD'),
          'count', (select count(*) from public.users u
                    where u.created_at >= wk.week_start and u.created_at < wk.week_start + interval '1 week')
        ) order by wk.week_start)
        from weeks wk
      ),
      'enrollments_per_week', (
        select jsonb_agg(jsonb_build_object(
          'week', to_char(wk.week_start, 'YYYY-MM-DD'),
          'count', (select count(*) from public.enrollments e
                    where e.enrolled_at >= wk.week_start and e.enrolled_at < wk.week_start + interval '1 week')
        ) order by wk.week_start)
        from weeks wk
      ),
      'popular_courses', (
        select coalesce(jsonb_agg(jsonb_build_object(
          'course_id', p.id, 'title', p.title, 'students', p.students
        ) order by p.students desc, p.id), '[]'::jsonb)
        from (
          select c.id, c.title, count(e.id)::integer as students
          from public.courses c
          left join public.enrollments e on e.course_id = c.id
          group by c.id, c.title
          order by students desc, c.id
          limit 5
        ) p
      ),
      'revenue_per_week', (
        select jsonb_agg(jsonb_build_object(
          'week', to_char(wk.week_start, 'YYYY-MM-DD'),
          'revenue', (select coalesce(sum(o.total), 0) from public.orders o
                      where o.status = 'paid'
                        and o.paid_at >= wk.week_start and o.paid_at < wk.week_start + interval '1 week'),
          'orders', (select count(*) from public.orders o
                     where o.status = 'paid'
                       and o.paid_at >= wk.week_start and o.paid_at < wk.week_start + interval '1 week')
        ) order by wk.week_start)
        from weeks wk
      ),
      'revenue_per_course', (
        select coalesce(jsonb_agg(jsonb_build_object(
          'course_id', r.id, 'title', r.title, 'revenue', r.revenue, 'orders', r.orders
        ) order by r.revenue desc, r.id), '[]'::jsonb)
        from (
          select c.id, c.title, sum(o.total) as revenue, count(*)::integer as orders
          from public.orders o
          join public.courses c on c.id = o.course_id
          where o.status = 'paid'
          group by c.id, c.title
          order by revenue desc, c.id
          limit 5
        ) r
      )
    )
  );
end;
$$;
