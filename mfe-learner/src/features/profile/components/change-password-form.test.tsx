import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { Toaster } from '@shared/platform/toast';
import { ChangePasswordForm } from './change-password-form.tsx';

// The auth client is faked at its module boundary; the form, its api files and the TOTP step are real.
const auth = vi.hoisted(() => ({
  updateUser: vi.fn(),
  signInWithPassword: vi.fn(),
  mfa: { getAuthenticatorAssuranceLevel: vi.fn(), listFactors: vi.fn(), challengeAndVerify: vi.fn() },
}));
vi.mock('@shared/platform/supabase', () => ({ getSupabase: () => ({ auth }) }));

const atLevel = (currentLevel: string, nextLevel: string) => ({
  data: { currentLevel, nextLevel, currentAuthenticationMethods: [] },
  error: null,
});
const verifiedTotp = { id: 'f1', factor_type: 'totp', status: 'verified' };
/** What supabase-js hands back for a GoTrue refusal: an AuthApiError-shaped object. */
const refusal = (status: number, code: string, extra: object = {}) => ({
  data: { user: null },
  error: { name: 'AuthApiError', message: code, status, code, ...extra },
});

async function fillAndSubmit(next = 'Kr@tong-Loy-2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('รหัสผ่านปัจจุบัน'), 'Learner#2026');
  await user.type(screen.getByLabelText('รหัสผ่านใหม่'), next);
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), next);
  await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
  return user;
}

beforeEach(() => {
  vi.clearAllMocks();
  auth.mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(atLevel('aal1', 'aal1'));
  auth.mfa.listFactors.mockResolvedValue({ data: { all: [], totp: [], phone: [] }, error: null });
  auth.updateUser.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
});

describe('ChangePasswordForm', () => {
  it("shows the spec's two Thai messages and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('รหัสผ่านปัจจุบัน'), 'Learner#2026');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), '12345');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), '54321');
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(await screen.findByText('รหัสผ่านใหม่ต้องมีความยาวอย่างน้อย 8 ตัวอักษร (ตัวอักษรไทยนับตัวละ 3)')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveValue('12345');
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('shows and hides the current password with a labelled toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    const current = screen.getByLabelText('รหัสผ่านปัจจุบัน');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'แสดงสิ่งที่พิมพ์' }));
    expect(current).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'ซ่อนสิ่งที่พิมพ์' }));
    expect(current).toHaveAttribute('type', 'password');
  });

  it('shows the strength of the new password as it is typed, without blocking a weak one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'password');
    const meter = await screen.findByRole('meter', { name: 'ความแข็งแรงของรหัสผ่าน' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'อ่อนมาก'));
    expect(screen.getByText('เป็นรหัสผ่านที่ใช้กันทั่วไป เดาได้ง่าย')).toBeInTheDocument();
    // The server is the authority (weak_password): the form still sends it.
    await user.type(screen.getByLabelText('รหัสผ่านปัจจุบัน'), 'Learner#2026');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'password');
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith({ password: 'password', current_password: 'Learner#2026' }));
  });

  it('sends the current password with the change from the existing session, never signing in again', async () => {
    renderWithProviders(<ChangePasswordForm />);
    await fillAndSubmit();
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith({ password: 'Kr@tong-Loy-2026', current_password: 'Learner#2026' }));
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveValue(''));
  });

  it('asks an aal1 member with an authenticator for the code first, then sends the change it kept', async () => {
    auth.mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(atLevel('aal1', 'aal2'));
    auth.mfa.listFactors.mockResolvedValue({ data: { all: [verifiedTotp], totp: [verifiedTotp], phone: [] }, error: null });
    auth.mfa.challengeAndVerify
      .mockResolvedValueOnce({
        data: null,
        error: { name: 'AuthApiError', message: 'Invalid TOTP code entered', status: 422, code: 'mfa_verification_failed' },
      })
      .mockResolvedValueOnce({ data: {}, error: null });
    renderWithProviders(<ChangePasswordForm />);
    const user = await fillAndSubmit();

    const code = await screen.findByLabelText('รหัส 6 หลักจากแอปยืนยันตัวตน');
    expect(auth.updateUser).not.toHaveBeenCalled();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'ยืนยันรหัสและดำเนินการต่อ' }));
    expect(await screen.findByText('กรุณากรอกรหัสเป็นตัวเลข 6 หลัก')).toBeInTheDocument();
    expect(auth.mfa.challengeAndVerify).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '111 111');
    await user.click(screen.getByRole('button', { name: 'ยืนยันรหัสและดำเนินการต่อ' }));
    expect(await screen.findByText('รหัสไม่ถูกต้องหรือหมดเวลาแล้ว กรุณาดูรหัสล่าสุดในแอปแล้วลองอีกครั้ง')).toBeInTheDocument();
    expect(auth.updateUser).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'ยืนยันรหัสและดำเนินการต่อ' }));
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith({ password: 'Kr@tong-Loy-2026', current_password: 'Learner#2026' }));
    expect(auth.mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'f1', code: '222222' });
    await waitFor(() => expect(screen.queryByLabelText('รหัส 6 หลักจากแอปยืนยันตัวตน')).not.toBeInTheDocument());
  });

  it('opens the code step when the server answers insufficient_aal, and retries after the code', async () => {
    auth.updateUser.mockResolvedValueOnce(refusal(401, 'insufficient_aal'));
    // By the time the server refused, a factor exists (verified in another tab).
    auth.mfa.getAuthenticatorAssuranceLevel.mockResolvedValueOnce(atLevel('aal1', 'aal1')).mockResolvedValue(atLevel('aal1', 'aal2'));
    auth.mfa.listFactors.mockResolvedValue({ data: { all: [verifiedTotp], totp: [verifiedTotp], phone: [] }, error: null });
    auth.mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    renderWithProviders(<ChangePasswordForm />);
    const user = await fillAndSubmit();
    await user.type(await screen.findByLabelText('รหัส 6 หลักจากแอปยืนยันตัวตน'), '123456');
    await user.click(screen.getByRole('button', { name: 'ยืนยันรหัสและดำเนินการต่อ' }));
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveValue(''));
  });

  it.each([
    ['current_password_mismatch', 422, {}, 'รหัสผ่านปัจจุบันไม่ถูกต้อง'],
    ['same_password', 422, {}, 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม'],
    [
      'weak_password',
      422,
      { reasons: ['characters', 'pwned'] },
      'รหัสผ่านใหม่ยังไม่ปลอดภัยพอ: ต้องมีตัวอักษรหลายแบบ เช่น ตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ ตัวเลข และสัญลักษณ์ · เป็นรหัสผ่านที่ใช้กันทั่วไปหรือเคยรั่วไหล เดาได้ง่าย',
    ],
  ])('says %s in Thai on its field and keeps what was typed', async (code, status, extra, thai) => {
    auth.updateUser.mockResolvedValue(refusal(status, code, extra));
    renderWithProviders(<ChangePasswordForm />);
    await fillAndSubmit();
    expect(await screen.findByText(thai)).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveValue('Kr@tong-Loy-2026');
    expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveValue('Learner#2026');
  });

  it('says a rate limit in Thai', async () => {
    auth.updateUser.mockResolvedValue(refusal(429, 'over_request_rate_limit'));
    renderWithProviders(
      <>
        <ChangePasswordForm />
        <Toaster />
      </>,
    );
    await fillAndSubmit();
    expect(await screen.findByText('ลองใหม่อีกครั้งในอีกสักครู่')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveValue('Kr@tong-Loy-2026');
  });
});
