import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { Toaster } from '@shared/platform/toast';
import { LEARNER_ID, resetCheckoutTestBackend, startSignedIn, stubBackend } from '../../../testing/checkout-backend.ts';
import { SlipUploadForm } from './slip-upload-form.tsx';

// After the upload the read-slip function reads the slip's QR on the server (decision 0052): a
// transfer already used for another order is refused in Thai; a function that is not there
// leaves the slip for the admin as before.

describe('SlipUploadForm and the slip reference', () => {
  afterEach(resetCheckoutTestBackend);

  const upload = async (readSlip: () => { status?: number; json: unknown }) => {
    const seen = stubBackend({
      'storage/object/payment-slips/*': () => ({ json: { Id: 'x', Key: 'k' } }),
      'rpc/submit_payment_slip': () => ({ json: { id: 5, order_id: 41, status: 'submitted' } }),
      '/functions/v1/read-slip': readSlip,
    });
    await startSignedIn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SlipUploadForm orderId={41} userId={LEARNER_ID} />
        <Toaster />
      </>,
    );
    await user.upload(await screen.findByLabelText(/ไฟล์สลิป/), new File(['png'], 'slip.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'ส่งสลิป' }));
    return seen;
  };

  it('refuses, in Thai, a slip whose transfer paid another order', async () => {
    const seen = await upload(() => ({ status: 409, json: { code: 'slip_reference_used', message: 'x' } }));
    expect(await screen.findByText('สลิปนี้เคยใช้ชำระคำสั่งซื้ออื่นแล้ว กรุณาใช้สลิปของการโอนสำหรับคำสั่งซื้อนี้')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/functions/v1/read-slip')?.body).toEqual({ slip_id: 5 });
  });

  it('keeps the slip for the admin when the QR could not be read or the function failed', async () => {
    await upload(() => ({ status: 500, json: { code: 'server_error', message: 'x' } }));
    expect(await screen.findByText('ส่งสลิปแล้ว โรงเรียนจะตรวจสอบโดยเร็วที่สุด')).toBeInTheDocument();
    expect(screen.queryByText(/สลิปนี้เคยใช้/)).not.toBeInTheDocument();
  });
});
