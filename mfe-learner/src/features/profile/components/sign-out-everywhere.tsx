import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { signOut } from '@shared/platform/auth';
import { useNavigate } from '@shared/platform/router';
import { toast } from '@shared/platform/toast';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@shared/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { learnerTh } from '../../../config/messages.ts';

/**
 * Settings tab: ends every session of the member (GoTrue's logout?scope=global revokes all their
 * refresh tokens), after a confirmation because it signs out their other devices too. The header's
 * "ออกจากระบบ" ends this device only.
 */
export function SignOutEverywhere() {
  const t = learnerTh.sessions;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const { error } = await signOut('global');
    setBusy(false);
    if (error) {
      toast.error(t.error);
      return;
    }
    setOpen(false);
    toast.success(t.done);
    void navigate('/login', { replace: true });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.hint}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          <LogOut aria-hidden="true" className="size-4" />
          {t.signOutEverywhere}
        </Button>
        <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t.dialogTitle}</DialogTitle>
              <DialogDescription>{t.dialogBody}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                {t.cancel}
              </Button>
              <Button type="button" variant="destructive" onClick={() => void confirm()} disabled={busy}>
                {busy ? t.confirming : t.confirm}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
