import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@supabase/supabase-js';
import type { AuthState, Profile } from '@shared/platform/auth/react';
import { renderWithProviders } from '@shared/testing';
import { AdminGuard } from './admin-guard.tsx';

// The guard as an admin sees it at aal1 and aal2. The auth state and the auth client are faked at
// their module boundary; everything between (guard, gate, screens, api files) is the real code.
const auth = vi.hoisted(() => ({ state: null as AuthState | null }));
const mfa = vi.hoisted(() => ({
  listFactors: vi.fn(),
  enroll: vi.fn(),
  unenroll: vi.fn(),
  challengeAndVerify: vi.fn(),
}));
vi.mock('@shared/platform/auth/react', () => ({ useAuth: () => auth.state }));
vi.mock('@shared/platform/supabase', () => ({ getSupabase: () => ({ auth: { mfa } }) }));

const token = (aal: string) => `h.${btoa(JSON.stringify({ sub: 'a1', aal }))}.s`;
const adminAt = (aal: string): AuthState => ({
  status: 'signedIn',
  session: { access_token: token(aal), user: { id: 'a1' } } as unknown as Session,
  profile: { id: 'a1', role: 'admin', status: 'active' } as Profile,
});
const verifiedFactor = {
  id: 'f1',
  factor_type: 'totp',
  status: 'verified',
  friendly_name: 'RianCode Admin',
  created_at: '2026-11-20T00:00:00Z',
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('AdminGuard and MFA', () => {
  it('shows the admin area to an admin whose session is aal2', () => {
    auth.state = adminAt('aal2');
    renderWithProviders(
      <AdminGuard>
        <p>admin area</p>
      </AdminGuard>,
      { route: '/admin' },
    );
    expect(screen.getByText('admin area')).toBeInTheDocument();
    expect(mfa.listFactors).not.toHaveBeenCalled();
  });

  it('enrols an aal1 admin without a factor: Thai steps, QR image, secret, code box', async () => {
    auth.state = adminAt('aal1');
    mfa.listFactors.mockResolvedValue({ data: { all: [{ ...verifiedFactor, id: 'old', status: 'unverified' }], totp: [] }, error: null });
    mfa.unenroll.mockResolvedValue({ data: { id: 'old' }, error: null });
    mfa.enroll.mockResolvedValue({
      data: { id: 'f2', totp: { qr_code: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x' } },
      error: null,
    });
    renderWithProviders(
      <AdminGuard>
        <p>admin area</p>
      </AdminGuard>,
      { route: '/admin' },
    );

    expect(await screen.findByRole('heading', { name: 'ตั้งค่าการยืนยันตัวตนสองขั้นตอน' })).toBeInTheDocument();
    expect(screen.getByText(/Google Authenticator หรือ Microsoft Authenticator/)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /คิวอาร์โค้ด/ });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;utf-8,<svg/>');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const box = screen.getByLabelText('รหัส 6 หลักจากแอปยืนยันตัวตน');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    // The abandoned attempt is cleared before a new enrolment; the admin area stays hidden.
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'old' });
    expect(mfa.enroll).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('challenges an aal1 admin with a factor; a wrong code gets a Thai error and keeps the input', async () => {
    auth.state = adminAt('aal1');
    mfa.listFactors.mockResolvedValue({ data: { all: [verifiedFactor], totp: [verifiedFactor] }, error: null });
    mfa.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { message: 'Invalid TOTP code entered', code: 'mfa_verification_failed' },
    });
    renderWithProviders(
      <AdminGuard>
        <p>admin area</p>
      </AdminGuard>,
      { route: '/admin' },
    );

    expect(await screen.findByRole('heading', { name: 'ยืนยันตัวตนสองขั้นตอน' })).toBeInTheDocument();
    const box = screen.getByLabelText('รหัส 6 หลักจากแอปยืนยันตัวตน');
    expect(screen.getByText(/จะถูกออกจากระบบ/)).toBeInTheDocument();

    await userEvent.type(box, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณากรอกรหัสเป็นตัวเลข 6 หลัก');
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();

    await userEvent.clear(box);
    await userEvent.type(box, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('รหัสไม่ถูกต้อง'));
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '123456' });
    expect(box).toHaveValue('123 456');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
