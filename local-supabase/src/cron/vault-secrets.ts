import type { Database } from '../db/types.ts';

/**
 * What a hosted project stores in Vault once (README, "Scheduled jobs") and the cron jobs read to
 * call the Edge Functions: this server's URL and the service-role key. Written at every start,
 * since the port may differ from the last run's.
 */
export async function storeProjectSecrets(db: Database, projectUrl: string, serviceRoleKey: string): Promise<void> {
  await db.transaction(null, (tx) =>
    tx.query(
      `insert into vault.secrets (name, secret, description)
       values ('project_url', $1, 'local-supabase: this server'), ('service_role_key', $2, 'local-supabase: the service-role key')
       on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
      [projectUrl, serviceRoleKey],
    ),
  );
}
