import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';
import { sendInvite } from './email-senders.ts';
import { safeRedirect } from './redirects.ts';
import { createUser, findUserByEmail } from './users-repo.ts';

/**
 * Sends GoTrue's invite e-mail for every instructor invite an admin recorded
 * (public.admin_invite_instructor, decision 0053): what auth.admin.inviteUserByEmail does with the
 * service key — the account is created unconfirmed and the mail's link confirms it, which links
 * the instructor profile (the accept_instructor_invite trigger). The link lands on the page that
 * sets a password; the shell's consent gate then asks for consent, as for any new account.
 * Hosted Supabase: a scheduled Edge Function calls inviteUserByEmail the same way.
 */
export interface InstructorInviteJobOptions {
  db: Database;
  config: Config;
  intervalMs: number;
  onError?: (error: unknown) => void;
}

export type InstructorInviteJob = PeriodicJob<number>;

export const INVITE_LANDING_PATH = '/auth/reset-password';

export function startInstructorInviteJob({ db, config, intervalMs, onError }: InstructorInviteJobOptions): InstructorInviteJob {
  const run = async (): Promise<number> => {
    const pending = await db.transaction(null, (tx) =>
      tx.query<{ id: number; email: string }>(
        `select id::int as id, email from public.instructor_invites
          where invite_sent_at is null and accepted_at is null order by id limit 20`,
      ),
    );
    for (const invite of pending.rows) {
      await db.transaction(null, async (tx) => {
        const existing = await findUserByEmail(tx, invite.email);
        if (!existing?.email_confirmed_at) {
          const id =
            existing?.id ??
            (await createUser(tx, {
              email: invite.email,
              passwordHash: null,
              confirmed: false,
              userMetadata: {},
              appMetadata: {},
              provider: 'email',
            }));
          await sendInvite(tx, config, { id, email: invite.email }, safeRedirect(config, `${config.SITE_URL}${INVITE_LANDING_PATH}`));
        }
        await tx.query('update public.instructor_invites set invite_sent_at = now() where id = $1', [invite.id]);
      });
    }
    return pending.rows.length;
  };
  return startPeriodicJob(run, { intervalMs, idle: 0, onError });
}
