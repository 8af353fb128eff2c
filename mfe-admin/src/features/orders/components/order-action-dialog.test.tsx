import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { ruleError, startFakeBackend } from '@shared/testing/fake-backend';
import { OrderActionDialog } from './order-action-dialog.tsx';

const REVIEW = '/rest/v1/rpc/admin_review_slip';
const REFUND = '/rest/v1/rpc/admin_refund_order';
let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

describe('OrderActionDialog', () => {
  it('will not reject a slip without a reason, and sends the reason once given', async () => {
    backend = startFakeBackend(() => ({ status: 204, body: null }));
    const user = userEvent.setup();
    let closed = false;
    renderWithProviders(
      <OrderActionDialog
        action={{ kind: 'reject', orderId: 7, slipId: 5 }}
        onClose={() => {
          closed = true;
        }}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'ไม่อนุมัติสลิปนี้?' })).toBeInTheDocument();
    const reason = screen.getByLabelText(/เหตุผลที่ไม่อนุมัติ/);
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(backend.to(REVIEW)).toHaveLength(0);

    await user.type(reason, 'ยอดเงินในสลิปไม่ตรงกับคำสั่งซื้อ');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(backend.to(REVIEW)[0]?.body).toEqual({ p_slip_id: 5, p_approve: false, p_reason: 'ยอดเงินในสลิปไม่ตรงกับคำสั่งซื้อ' });
  });

  it('approves with no reason field at all', async () => {
    backend = startFakeBackend(() => ({ status: 204, body: null }));
    const user = userEvent.setup();
    renderWithProviders(<OrderActionDialog action={{ kind: 'approve', orderId: 7, slipId: 5 }} onClose={() => undefined} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(backend?.to(REVIEW)[0]?.body).toEqual({ p_slip_id: 5, p_approve: true }));
  });

  it('warns that a refund revokes the enrolment, needs a reason, and keeps the dialog open with the text on a refusal', async () => {
    backend = startFakeBackend(() => ruleError('order_not_pending'));
    const user = userEvent.setup();
    let closed = false;
    renderWithProviders(
      <OrderActionDialog
        action={{ kind: 'refund', orderId: 7, slipId: null }}
        onClose={() => {
          closed = true;
        }}
      />,
    );
    expect(screen.getByText(/สิทธิ์เข้าเรียนคอร์สนี้ของผู้เรียนจะถูกยกเลิกทันที/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    await user.type(screen.getByLabelText('เหตุผลที่คืนเงิน'), 'ผู้เรียนขอยกเลิก');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(backend?.to(REFUND)).toHaveLength(1));
    expect(backend?.to(REFUND)[0]?.body).toEqual({ p_order_id: 7, p_reason: 'ผู้เรียนขอยกเลิก' });
    expect(closed).toBe(false);
    expect(screen.getByLabelText('เหตุผลที่คืนเงิน')).toHaveValue('ผู้เรียนขอยกเลิก');
  });
});
