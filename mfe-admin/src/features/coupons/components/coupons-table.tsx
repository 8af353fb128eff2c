import { Power } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Badge } from '@shared/ui/badge';
import { formatNumber, formatThaiShortDate } from '@shared/messages/format';
import { adminTh } from '../../../config/messages.ts';
import { formatOrderAmount } from '@shared/db/orders';
import { DataTable, Td, Th } from '../../../components/data-table.tsx';
import type { CouponRow } from '../api/types.ts';
import { couponStatus, type CouponStatus } from '../lib/coupon-status.ts';

/** Green only for a coupon checkout accepts now; red for one it refuses; neutral for switched off or not yet started. */
const STATUS_VARIANT: Record<CouponStatus, 'success' | 'danger' | 'outline' | 'secondary'> = {
  active: 'success',
  expired: 'danger',
  usedUp: 'danger',
  scheduled: 'secondary',
  off: 'outline',
};

type CouponsTableProps = { coupons: CouponRow[]; busyId: number | null; onToggle: (coupon: CouponRow) => void };

const windowText = (c: CouponRow) => {
  const t = adminTh.coupons;
  if (!c.starts_at && !c.ends_at) return t.always;
  return `${c.starts_at ? formatThaiShortDate(c.starts_at) : '…'} – ${c.ends_at ? formatThaiShortDate(c.ends_at) : '…'}`;
};

export function CouponsTable({ coupons, busyId, onToggle }: CouponsTableProps) {
  const t = adminTh.coupons;
  return (
    <DataTable caption={adminTh.tabs.coupons}>
      <thead>
        <tr>
          <Th>{t.code}</Th>
          <Th>{t.kind}</Th>
          <Th className="text-end">{t.value}</Th>
          <Th>{t.scope}</Th>
          <Th>{t.window}</Th>
          <Th className="text-end">{t.uses}</Th>
          <Th>{t.active}</Th>
          <Th className="text-end">{t.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((c) => (
          <tr key={c.id} data-testid="coupon-row">
            <Td className="font-mono font-medium">{c.code}</Td>
            <Td>{t.kinds[c.kind]}</Td>
            <Td className="text-end tabular-nums">{c.kind === 'percent' ? `${formatNumber(c.value)}%` : formatOrderAmount(c.value)}</Td>
            <Td>{c.course_id === null ? t.allCourses : (c.course_title ?? `#${c.course_id}`)}</Td>
            <Td className="whitespace-nowrap">{windowText(c)}</Td>
            <Td className="text-end tabular-nums">
              {formatNumber(c.uses)} / {c.max_uses === null ? t.noLimit : formatNumber(c.max_uses)}
            </Td>
            <Td>
              <Badge variant={STATUS_VARIANT[couponStatus(c)]} data-testid="coupon-status">
                {t.statuses[couponStatus(c)]}
              </Badge>
            </Td>
            <Td>
              <div className="flex justify-end">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busyId === c.id}
                  onClick={() => onToggle(c)}
                  aria-label={c.active ? t.deactivate(c.code) : t.reactivate(c.code)}
                >
                  <Power aria-hidden="true" className={c.active ? 'text-destructive' : 'text-success'} />
                </Button>
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
