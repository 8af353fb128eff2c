import { useState } from 'react';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@shared/ui/card';
import { ErrorState } from '@shared/ui/error-state';
import { Spinner } from '@shared/ui/spinner';
import { formatThaiDate } from '@shared/messages/format';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { useTotpFactors } from '../api/get-factors.ts';
import { useUnenrollTotp } from '../api/unenroll-totp.ts';

/**
 * The admin's own authenticator, with a way to replace it: removing it (needs aal2) drops the
 * session to aal1, and the guard then asks to enrol a new one. A lost phone needs another admin
 * (or the project owner) to delete the factor through the Auth admin API or dashboard.
 */
export function SecurityPanel() {
  const factors = useTotpFactors();
  const unenroll = useUnenrollTotp({ onRemoved: () => toast.success(adminTh.mfa.removed) });
  const [removing, setRemoving] = useState<string | null>(null);

  const confirm = () => {
    if (!removing) return;
    unenroll.mutate(removing, { onSuccess: () => setRemoving(null), onError: toastAdminError });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{adminTh.mfa.securityHeading}</h2>
        <CardDescription>{adminTh.mfa.securityIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {factors.isPending ? <Spinner label={adminTh.checking} /> : null}
        {factors.isError ? <ErrorState onRetry={() => void factors.refetch()} /> : null}
        {factors.data?.length === 0 ? <p>{adminTh.mfa.none}</p> : null}
        <ul className="grid gap-3">
          {factors.data?.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
              <div>
                <p className="font-medium">{factor.friendlyName || adminTh.mfa.securityHeading}</p>
                <p className="text-sm text-muted-foreground">{adminTh.mfa.addedOn(formatThaiDate(factor.createdAt))}</p>
              </div>
              <Button variant="outline" onClick={() => setRemoving(factor.id)}>
                {adminTh.mfa.remove}
              </Button>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{adminTh.mfa.lostPhone}</p>
      </CardContent>
      <ConfirmDeleteDialog
        name={removing ? adminTh.mfa.removeName : null}
        pending={unenroll.isPending}
        onConfirm={confirm}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
