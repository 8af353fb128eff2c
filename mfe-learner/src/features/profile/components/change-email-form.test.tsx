import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { ChangeEmailForm } from './change-email-form.tsx';

// The auth client is faked at its module boundary; the form, its api files and the TOTP step are real.
const auth = vi.hoisted(() => ({
  updateUser: vi.fn(),
  mfa: { getAuthenticatorAssuranceLevel: vi.fn(), listFactors: vi.fn(), challengeAndVerify: vi.fn() },
}));
vi.mock('@shared/platform/supabase', () => ({ getSupabase: () => ({ auth }) }));

const atLevel = (currentLevel: string, nextLevel: string) => ({
  data: { currentLevel, nextLevel, currentAuthenticationMethods: [] },
  error: null,
});
const verifiedTotp = { id: 'f1', factor_type: 'totp', status: 'verified' };
// GoTrue's secure e-mail change: the account keeps its address and reports the pending one.
const pending = { data: { user: { id: 'u1', email: 'learner@riancode.dev', new_email: 'new@riancode.dev' } }, error: null };

beforeEach(() => {
  vi.clearAllMocks();
  auth.mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(atLevel('aal1', 'aal1'));
  auth.mfa.listFactors.mockResolvedValue({ data: { all: [], totp: [], phone: [] }, error: null });
  auth.updateUser.mockResolvedValue(pending);
});

describe('ChangeEmailForm', () => {
  it('refuses a malformed address and the current one, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailForm currentEmail="learner@riancode.dev" />);
    const field = screen.getByLabelText('อีเมลใหม่');
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'ส่งลิงก์ยืนยัน' }));
    expect(await screen.findByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('not-an-address');

    await user.clear(field);
    await user.type(field, 'Learner@RianCode.dev');
    await user.click(screen.getByRole('button', { name: 'ส่งลิงก์ยืนยัน' }));
    expect(await screen.findByText('อีเมลใหม่ต้องไม่ซ้ำกับอีเมลปัจจุบัน')).toBeInTheDocument();
  });

  it('shows the current address read-only and an address already waiting for confirmation', () => {
    renderWithProviders(<ChangeEmailForm currentEmail="learner@riancode.dev" pendingEmail="new@riancode.dev" />);
    expect(screen.getByLabelText('อีเมลปัจจุบัน')).toHaveValue('learner@riancode.dev');
    expect(screen.getByLabelText('อีเมลปัจจุบัน')).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent('รอการยืนยันอีเมลใหม่: new@riancode.dev');
  });

  it('says the change waits for confirmation from both the old and the new address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailForm currentEmail="learner@riancode.dev" />);
    await user.type(screen.getByLabelText('อีเมลใหม่'), 'new@riancode.dev');
    await user.click(screen.getByRole('button', { name: 'ส่งลิงก์ยืนยัน' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ส่งลิงก์และรหัสยืนยันไปที่อีเมลปัจจุบันและ new@riancode.dev แล้ว อีเมลจะเปลี่ยนหลังจากยืนยันครบทั้งสองอีเมลเท่านั้น',
    );
    expect(auth.updateUser).toHaveBeenCalledWith({ email: 'new@riancode.dev' }, expect.anything());
  });

  it('asks an aal1 member with an authenticator for the code first, then sends the address it kept', async () => {
    auth.mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(atLevel('aal1', 'aal2'));
    auth.mfa.listFactors.mockResolvedValue({ data: { all: [verifiedTotp], totp: [verifiedTotp], phone: [] }, error: null });
    auth.mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailForm currentEmail="learner@riancode.dev" />);
    await user.type(screen.getByLabelText('อีเมลใหม่'), 'new@riancode.dev');
    await user.click(screen.getByRole('button', { name: 'ส่งลิงก์ยืนยัน' }));
    await user.type(await screen.findByLabelText('รหัส 6 หลักจากแอปยืนยันตัวตน'), '654321');
    expect(auth.updateUser).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ยืนยันรหัสและดำเนินการต่อ' }));
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith({ email: 'new@riancode.dev' }, expect.anything()));
    expect(auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '654321' });
    expect(await screen.findByRole('status')).toHaveTextContent('new@riancode.dev');
  });
});
