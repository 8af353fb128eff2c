import { useState } from 'react';
import { TicketPlus } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { ErrorState } from '@shared/ui/error-state';
import { EmptyState } from '@shared/ui/empty-state';
import { thaiErrorMessage } from '@shared/messages/errors';
import { toast } from '@shared/platform/toast';
import { adminTh } from '../../../config/messages.ts';
import { toastAdminError } from '../../../lib/admin-error.ts';
import { TableSkeleton } from '../../../components/data-table.tsx';
import { useCoupons } from '../api/get-coupons.ts';
import { useSetCouponActive } from '../api/set-coupon-active.ts';
import type { CouponRow } from '../api/types.ts';
import { CouponsTable } from './coupons-table.tsx';
import { CreateCouponDialog } from './create-coupon-dialog.tsx';

export function CouponsTab() {
  const coupons = useCoupons();
  const setActive = useSetCouponActive();
  const [creating, setCreating] = useState(false);
  // Deactivating is reversible and keeps every order's history, so it acts at once with a toast, like a member's status.
  const toggle = (c: CouponRow) =>
    setActive.mutate(
      { id: c.id, active: !c.active },
      { onSuccess: () => toast.success(c.active ? adminTh.coupons.deactivated : adminTh.coupons.reactivated), onError: toastAdminError },
    );
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <TicketPlus aria-hidden="true" />
          {adminTh.coupons.add}
        </Button>
      </div>
      {coupons.isPending ? <TableSkeleton /> : null}
      {coupons.isError ? <ErrorState message={thaiErrorMessage(coupons.error)} onRetry={() => void coupons.refetch()} /> : null}
      {coupons.isSuccess && coupons.data.length === 0 ? <EmptyState title={adminTh.coupons.empty} /> : null}
      {coupons.isSuccess && coupons.data.length > 0 ? (
        <CouponsTable coupons={coupons.data} busyId={setActive.isPending ? setActive.variables.id : null} onToggle={toggle} />
      ) : null}
      <CreateCouponDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
