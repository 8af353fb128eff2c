import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { th } from '@shared/messages';
import { LoginForm } from './login-form.tsx';

const setup = (busy = false) => {
  const onSubmit = vi.fn();
  renderWithProviders(<LoginForm onSubmit={onSubmit} busy={busy} />, { route: '/login' });
  return { onSubmit, user: userEvent.setup() };
};

describe('LoginForm', () => {
  it('requires both fields, keeps the e-mail input of email type and does not submit', async () => {
    const { onSubmit, user } = setup();
    const email = screen.getByLabelText('อีเมล');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findAllByText(th.validation.required)).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail with the Thai message and keeps what was typed', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('อีเมล'), 'not-an-email');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText(th.validation.email)).toBeInTheDocument();
    expect(screen.getByLabelText('อีเมล')).toHaveValue('not-an-email');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed credentials', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('อีเมล'), '  learner@riancode.dev ');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Learner#2026');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'learner@riancode.dev', password: 'Learner#2026' });
  });

  it('while busy the submit button is disabled and reads กำลังเข้าสู่ระบบ...', () => {
    setup(true);
    const button = screen.getByRole('button', { name: th.auth.loggingIn });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบ' })).not.toBeInTheDocument();
  });

  it('links to password recovery', () => {
    setup();
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});
