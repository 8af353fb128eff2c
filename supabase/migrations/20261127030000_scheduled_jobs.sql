-- The school's background jobs, scheduled with pg_cron exactly as on hosted Supabase (decision 0051):
--   send-email-outbox          every 10 s   the send-email-outbox Edge Function delivers queued mail (pg_net)
--   expire-stale-orders        every minute pending orders past their time expire (decision 0023)
--   remove-orphaned-slips      hourly       the remove-orphaned-slips Edge Function removes unneeded slips (0044)
--   process-account-deletions  hourly       accounts past their 7-day grace period are deleted (0027)
--   queue-continue-learning    hourly       the weekly "เรียนต่อ" e-mails are queued, once per member and week (0035)
-- The Edge Functions are called with the project URL and service-role key from Vault, which a hosted
-- project stores once (README, "Scheduled jobs"); local-supabase fills its Vault itself.
-- Re-running cron.schedule with the same name replaces the job, so a later migration can retune one.

do $$
begin
  -- Hosted: the extensions. local-supabase (and its CI PostgreSQL) provides both schemas before migrations.
  if not exists (select 1 from pg_namespace where nspname = 'cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if not exists (select 1 from pg_namespace where nspname = 'net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$$;

select cron.schedule('send-email-outbox', '10 seconds', $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-email-outbox',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  )
$$);

select cron.schedule('expire-stale-orders', '* * * * *', $$ select public.expire_stale_orders(null) $$);

select cron.schedule('remove-orphaned-slips', '23 * * * *', $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/remove-orphaned-slips',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  )
$$);

select cron.schedule('process-account-deletions', '17 * * * *', $$ select public.process_due_account_deletions() $$);

select cron.schedule('queue-continue-learning', '7 * * * *', $$ select public.queue_continue_learning_emails() $$);
