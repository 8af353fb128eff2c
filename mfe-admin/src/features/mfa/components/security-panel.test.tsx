import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { SecurityPanel } from './security-panel.tsx';

const auth = vi.hoisted(() => ({
  mfa: { listFactors: vi.fn(), unenroll: vi.fn() },
  refreshSession: vi.fn(),
}));
vi.mock('@shared/platform/supabase', () => ({ getSupabase: () => ({ auth }) }));

const factor = { id: 'f1', factor_type: 'totp', status: 'verified', friendly_name: 'RianCode Admin', created_at: '2026-11-20T00:00:00Z' };

beforeEach(() => {
  vi.clearAllMocks();
  auth.mfa.listFactors.mockResolvedValue({ data: { all: [factor], totp: [factor] }, error: null });
});

describe('SecurityPanel', () => {
  it("removes one's authenticator after confirming, then takes the aal1 token at once", async () => {
    auth.mfa.unenroll.mockResolvedValue({ data: { id: 'f1' }, error: null });
    auth.refreshSession.mockResolvedValue({ data: {}, error: null });
    renderWithProviders(<SecurityPanel />);

    expect(await screen.findByText('RianCode Admin')).toBeInTheDocument();
    expect(screen.getByText(/Supabase Dashboard/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลบแอปยืนยันตัวตน' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(auth.mfa.unenroll).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));

    await waitFor(() => expect(auth.refreshSession).toHaveBeenCalledTimes(1));
    expect(auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f1' });
  });

  it('keeps the factor and the session when GoTrue refuses (aal1 cannot unenrol a verified factor)', async () => {
    auth.mfa.unenroll.mockResolvedValue({
      data: null,
      error: { message: 'AAL2 required to unenroll verified factor', code: 'insufficient_aal' },
    });
    renderWithProviders(<SecurityPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'ลบแอปยืนยันตัวตน' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(auth.mfa.unenroll).toHaveBeenCalled());
    expect(auth.refreshSession).not.toHaveBeenCalled();
    expect(screen.getByText('RianCode Admin')).toBeInTheDocument();
  });
});
