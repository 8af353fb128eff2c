import { useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import { Download, Trash2 } from 'lucide-react';
import { signOut } from '@shared/platform/auth';
import { useNavigate } from '@shared/platform/router';
import { toast } from '@shared/platform/toast';
import { th } from '@shared/messages';
import { formatThaiDate } from '@shared/messages/format';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@shared/ui/card';
import { learnerTh } from '../../../config/messages.ts';
import { useExportMyData } from '../api/export-my-data.ts';
import { DeletionReauthError, useRequestAccountDeletion } from '../api/request-account-deletion.ts';
import { hasPassword } from '../lib/has-password.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** Settings tab: the member's PDPA rights — a copy of their data, and deleting the account. */
export function PrivacySettings({ session }: { session: Session }) {
  const t = learnerTh.privacy;
  const navigate = useNavigate();
  const exportData = useExportMyData();
  const deletion = useRequestAccountDeletion();
  const [dialogOpen, setDialogOpen] = useState(false);
  const failure = deletion.isError ? (deletion.error instanceof DeletionReauthError ? 'reauth' : 'failed') : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>
          {t.description} ·{' '}
          <a href="/privacy" target="_blank" rel="noopener" className="text-primary underline underline-offset-4">
            {th.legal.privacy}
          </a>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t.exportHint}</p>
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={exportData.isPending}
              onClick={() =>
                exportData.mutate(undefined, {
                  onSuccess: () => toast.success(t.exportDone),
                  onError: () => toast.error(t.exportError),
                })
              }
            >
              <Download aria-hidden="true" className="size-4" />
              {exportData.isPending ? t.exporting : t.export}
            </Button>
          </div>
        </div>
        <div className="grid gap-2 border-t pt-6">
          <p className="text-sm text-muted-foreground">{t.deleteHint}</p>
          <div>
            <Button
              type="button"
              variant="destructive"
              onClick={() => {
                deletion.reset();
                setDialogOpen(true);
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t.delete}
            </Button>
          </div>
        </div>
        <DeleteAccountDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          hasPassword={hasPassword(session.user)}
          busy={deletion.isPending}
          failure={failure}
          onConfirm={(input) =>
            deletion.mutate(input, {
              onSuccess: ({ scheduledFor }) => {
                toast.info(t.scheduled(formatThaiDate(scheduledFor)), { duration: 15_000 });
                // Signed out so that the next sign-in is a real one: it cancels the request.
                void signOut().finally(() => void navigate('/login', { replace: true }));
              },
            })
          }
        />
      </CardContent>
    </Card>
  );
}
