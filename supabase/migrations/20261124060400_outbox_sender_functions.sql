-- A sender outside the database (the hosted project's scheduled Edge Function sending through
-- SMTP, decision 0035) cannot hold a transaction open across an SMTP conversation the way
-- local-supabase's worker does. It claims rows with a lease instead, sends, then reports back:
--   claim_email_outbox(limit, lease)   due rows, each leased (send_after pushed past the lease)
--                                      and counted as an attempt; two senders never get one row
--   complete_email_outbox(id, error)   null error: sent (stamped once); otherwise the error is kept
--                                      and the row retried with back-off (1 min doubling, ≤ 1 h)
-- A sender that dies mid-batch leaves its rows to come back when the lease ends. Rows are never
-- lost; a crash between the SMTP server's acceptance and the report can send one e-mail twice.
-- Both are for the service role only.

create or replace function public.claim_email_outbox(p_limit integer default 20, p_lease_seconds integer default 300)
returns setof public.email_outbox
language sql volatile security definer set search_path = ''
as $$
  with due as (
    select o.id from public.email_outbox o
    where o.sent_at is null and o.cancelled_at is null and o.send_after <= now() and o.attempts < 8
    order by o.send_after, o.id
    limit greatest(1, least(coalesce(p_limit, 20), 100))
    for update skip locked
  )
  update public.email_outbox o
     set send_after = now() + make_interval(secs => greatest(30, least(coalesce(p_lease_seconds, 300), 3600))),
         attempts = o.attempts + 1
    from due
   where o.id = due.id
  returning o.*;
$$;

create or replace function public.complete_email_outbox(p_id bigint, p_error text default null) returns boolean
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if p_error is null then
    update public.email_outbox o set sent_at = now(), last_error = null
    where o.id = p_id and o.sent_at is null;
  else
    update public.email_outbox o
       set last_error = left(p_error, 1000),
           send_after = now() + make_interval(secs => least(3600, 60 * power(2, greatest(o.attempts - 1, 0)))::integer)
     where o.id = p_id and o.sent_at is null;
  end if;
  return found;
end;
$$;

revoke execute on function public.claim_email_outbox(integer, integer), public.complete_email_outbox(bigint, text)
  from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, integer), public.complete_email_outbox(bigint, text)
  to service_role;
