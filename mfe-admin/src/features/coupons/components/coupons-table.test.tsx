import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { CouponRow } from '../api/types.ts';
import { CouponsTable } from './coupons-table.tsx';

const row = (id: number, code: string, extra: Partial<CouponRow>): CouponRow => ({
  id,
  code,
  kind: 'percent',
  value: 10,
  course_id: null,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_user: 1,
  active: true,
  created_at: '2026-11-01T00:00:00Z',
  course_title: null,
  uses: 0,
  ...extra,
});

describe('CouponsTable', () => {
  it('says which coupons checkout accepts now: not "ใช้งานได้" for an expired or used-up one', () => {
    render(
      <CouponsTable
        busyId={null}
        onToggle={vi.fn()}
        coupons={[
          row(1, 'WELCOME10', {}),
          row(3, 'EXPIRED2025', { starts_at: '2025-01-01T00:00:00+07:00', ends_at: '2025-12-31T23:59:00+07:00' }),
          row(4, 'USEDUP', { max_uses: 1, uses: 1 }),
          row(5, 'NEWYEAR2099', { starts_at: '2099-01-01T00:00:00+07:00' }),
          row(6, 'PAUSED', { active: false }),
        ]}
      />,
    );
    const statuses = screen
      .getAllByTestId('coupon-row')
      .map((tr) => [within(tr).getByText(/^[A-Z0-9]+$/).textContent, within(tr).getByTestId('coupon-status').textContent]);
    expect(statuses).toEqual([
      ['WELCOME10', 'ใช้งานได้'],
      ['EXPIRED2025', 'หมดอายุ'],
      ['USEDUP', 'ใช้ครบแล้ว'],
      ['NEWYEAR2099', 'ยังไม่เริ่ม'],
      ['PAUSED', 'ปิดใช้งาน'],
    ]);
  });
});
