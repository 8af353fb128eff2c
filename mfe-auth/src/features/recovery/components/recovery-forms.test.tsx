import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { th } from '@shared/messages';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

describe('ForgotPasswordForm', () => {
  it('requires a valid e-mail before sending', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ForgotPasswordForm onSubmit={onSubmit} busy={false} />);
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' });
    await user.click(send);
    expect(await screen.findByText(th.validation.required)).toBeInTheDocument();
    await user.type(screen.getByLabelText('อีเมล'), 'nobody@');
    await user.click(send);
    expect(await screen.findByText(th.validation.email)).toBeInTheDocument();
    await user.type(screen.getByLabelText('อีเมล'), 'example.com');
    await user.click(send);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'nobody@example.com' });
  });

  it('is disabled while sending', () => {
    renderWithProviders(<ForgotPasswordForm onSubmit={vi.fn()} busy />);
    expect(screen.getByRole('button', { name: 'กำลังส่ง...' })).toBeDisabled();
  });
});

describe('ResetPasswordForm', () => {
  const type = async (password: string, confirm: string) => {
    const onSubmit = vi.fn();
    renderWithProviders(<ResetPasswordForm onSubmit={onSubmit} busy={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), password);
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), confirm);
    await user.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    return onSubmit;
  };

  it('shows the Thai strength of the new password as it is typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm onSubmit={vi.fn()} busy={false} />);
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'qwerty123');
    const meter = await screen.findByRole('meter', { name: 'ความแข็งแรงของรหัสผ่าน' });
    await vi.waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'อ่อนมาก'));
    expect(screen.getByText('เป็นรหัสผ่านที่ใช้กันทั่วไป เดาได้ง่าย')).toBeInTheDocument();
  });

  it('applies the registration password rules', async () => {
    const onSubmit = await type('abc', 'abc');
    expect(await screen.findByText(th.validation.passwordMinBytes)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the confirmation to match', async () => {
    const onSubmit = await type('abcdefgh', 'abcdefgi');
    expect(await screen.findByText(th.validation.passwordMismatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a valid new password', async () => {
    const onSubmit = await type('new-secret', 'new-secret');
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ password: 'new-secret', confirmPassword: 'new-secret' });
  });

  it('is disabled while saving', () => {
    renderWithProviders(<ResetPasswordForm onSubmit={vi.fn()} busy />);
    expect(screen.getByRole('button', { name: 'กำลังบันทึก...' })).toBeDisabled();
  });
});
