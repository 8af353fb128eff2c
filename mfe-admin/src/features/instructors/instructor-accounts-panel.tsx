import { useState } from 'react';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { toast } from '@shared/platform/toast';
import { serverErrorKey, toastAdminError } from '../../lib/admin-error.ts';
import { useInstructorAccounts, useInviteInstructor, useUnlinkInstructor, type InstructorAccount } from './instructor-accounts-api.ts';
import { instructorsTh as t } from './instructor-messages.ts';

function InviteForm({ instructor }: { instructor: InstructorAccount }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteInstructor();
  const id = `invite-${instructor.id}`;
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        invite.mutate(
          { instructorId: instructor.id, email },
          {
            onSuccess: (result) => {
              toast.success(result === 'linked' ? t.linkedNow : t.sentInvite);
              setEmail('');
            },
            onError: (caught) => {
              const key = serverErrorKey(caught);
              if (key && t.errors[key]) setError(t.errors[key]);
              else toastAdminError(caught);
            },
          },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        {`${t.email} (${instructor.name})`}
      </label>
      <Input
        id={id}
        type="email"
        required
        value={email}
        placeholder={t.email}
        className="w-64"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <Button type="submit" size="sm" disabled={invite.isPending}>
        {t.invite}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

/** /admin?tab=instructors: invite an instructor by e-mail, see who is linked, unlink (decision 0053). */
export function InstructorAccountsPanel() {
  const accounts = useInstructorAccounts();
  const unlink = useUnlinkInstructor();
  return (
    <section className="grid gap-4" aria-labelledby="instructor-accounts-title">
      <div>
        <h2 id="instructor-accounts-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.description}</p>
      </div>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th className="py-2">{t.name}</th>
            <th className="py-2">{t.account}</th>
          </tr>
        </thead>
        <tbody>
          {(accounts.data ?? []).map((instructor) => (
            <tr key={instructor.id} className="border-t align-top">
              <td className="py-2 font-medium">{instructor.name}</td>
              <td className="grid gap-2 py-2">
                {instructor.user_id ? (
                  <div className="flex items-center gap-3">
                    <span>{t.linked}</span>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={unlink.isPending}
                      onClick={() => unlink.mutate(instructor.id, { onSuccess: () => toast.success(t.unlinked), onError: toastAdminError })}
                    >
                      {t.unlink}
                    </Button>
                  </div>
                ) : (
                  <>
                    <span className="text-muted-foreground">
                      {instructor.invitedEmail ? t.invited(instructor.invitedEmail) : t.notLinked}
                    </span>
                    <InviteForm instructor={instructor} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
