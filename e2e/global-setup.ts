import { ADMIN } from './fixtures/site.ts';
import { anonClient, serviceClient } from './fixtures/backend.ts';
import { enrolKnownFactor, setDemoAdminTotpSecret } from './fixtures/totp.ts';

/**
 * Runs once, after the e2e site (and its fresh local-supabase) is up: gives the demo admin one
 * verified authenticator whose secret every worker then knows (E2E_DEMO_ADMIN_TOTP_SECRET), so
 * specs that act as the admin pass the code screen without racing each other to enrol.
 */
export default async function globalSetup(): Promise<void> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email: ADMIN.email, password: ADMIN.password });
  if (error) throw new Error(`global setup: sign-in of the demo admin failed: ${error.message}`);
  setDemoAdminTotpSecret(await enrolKnownFactor(client, serviceClient()));
}
