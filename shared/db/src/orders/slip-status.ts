import type { StatusTone } from './order-status.ts';

/** payment_slips.status's check constraint: a slip waits, is approved (the order is paid) or rejected. */
export const SLIP_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type SlipStatus = (typeof SLIP_STATUSES)[number];

export function isSlipStatus(value: string | null | undefined): value is SlipStatus {
  return SLIP_STATUSES.some((status) => status === value);
}

export const SLIP_STATUS_LABELS: Record<SlipStatus, string> = {
  submitted: 'รอตรวจสอบ',
  approved: 'อนุมัติแล้ว',
  rejected: 'ไม่อนุมัติ',
};

export const SLIP_STATUS_TONES: Record<SlipStatus, StatusTone> = {
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
};
