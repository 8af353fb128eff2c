import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { startFakeBackend } from '@shared/testing/fake-backend';
import { OrderSlips } from './order-slips.tsx';

// The admin sees the slip's QR reference as the server read it (decision 0052), or why there is none.

const SLIPS = '/rest/v1/payment_slips';
const slip = (patch: Record<string, unknown>) => ({
  id: 7,
  object_path: 'u/1/slip.png',
  status: 'submitted',
  reject_reason: null,
  reviewed_at: null,
  created_at: '2026-11-27T01:00:00Z',
  qr_reference: null,
  qr_read_at: null,
  ...patch,
});

let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

const show = (row: Record<string, unknown>) => {
  backend = startFakeBackend((r) => (r.path === SLIPS ? { status: 200, body: [row] } : { status: 404, body: {} }));
  renderWithProviders(<OrderSlips orderId={1} orderNumber="RC-25691127-000001" />);
};

describe('OrderSlips', () => {
  it('shows the decoded reference', async () => {
    show(slip({ qr_reference: '014-2026112701ABC', qr_read_at: '2026-11-27T01:00:01Z' }));
    expect(await screen.findByTestId('slip-reference')).toHaveTextContent('เลขอ้างอิงจาก QR ในสลิป: 014-2026112701ABC');
  });

  it('says when the QR could not be read (a photo)', async () => {
    show(slip({ qr_read_at: '2026-11-27T01:00:01Z' }));
    expect(await screen.findByTestId('slip-reference')).toHaveTextContent('อ่าน QR ในสลิปไม่ได้');
  });

  it('says when the QR was not read yet', async () => {
    show(slip({}));
    expect(await screen.findByTestId('slip-reference')).toHaveTextContent('ยังไม่ได้อ่าน QR ในสลิป');
  });
});
