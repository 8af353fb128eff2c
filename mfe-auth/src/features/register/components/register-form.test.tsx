import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { th } from '@shared/messages';
import { LEVEL_LABELS } from '@shared/db/courses';
import { RegisterForm } from './register-form.tsx';

const setup = (busy = false) => {
  const onSubmit = vi.fn();
  renderWithProviders(<RegisterForm onSubmit={onSubmit} busy={busy} />, { route: '/register' });
  return { onSubmit, user: userEvent.setup() };
};

type Values = { name?: string; email?: string; level?: string; password?: string; confirm?: string; accept?: boolean };

async function fill(user: ReturnType<typeof userEvent.setup>, v: Values) {
  if (v.name) await user.type(screen.getByLabelText('ชื่อ-นามสกุล'), v.name);
  if (v.email) await user.type(screen.getByLabelText('อีเมล'), v.email);
  if (v.level) await user.selectOptions(screen.getByLabelText('ระดับความรู้'), v.level);
  // Pasting keeps long Thai strings fast to enter.
  if (v.password) {
    await user.click(screen.getByLabelText('รหัสผ่าน'));
    await user.paste(v.password);
  }
  if (v.confirm) {
    await user.click(screen.getByLabelText('ยืนยันรหัสผ่าน'));
    await user.paste(v.confirm);
  }
  if (v.accept) await user.click(screen.getByRole('checkbox', { name: CONSENT }));
  await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
}

const CONSENT = 'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว';

const valid = {
  name: 'สมชาย ใจดี',
  email: 'somchai@example.com',
  level: 'intermediate',
  password: 'abc12345',
  confirm: 'abc12345',
  accept: true,
};

describe('RegisterForm', () => {
  it('shows the Thai strength of the password as it is typed', async () => {
    const { user } = setup();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('รหัสผ่าน'));
    await user.paste('river-Sun-42');
    const meter = await screen.findByRole('meter', { name: 'ความแข็งแรงของรหัสผ่าน' });
    await vi.waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'ดี'));
    await user.clear(screen.getByLabelText('รหัสผ่าน'));
    await user.paste('abc');
    expect(await screen.findByText('ยาวไม่ถึง 8 ตัวอักษร (ตัวอักษรไทยนับเป็น 3)')).toBeInTheDocument();
  });

  it('offers the four levels in Thai and an email-type e-mail field', () => {
    setup();
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['', 'beginner', 'intermediate', 'advanced', 'expert']);
    expect(screen.getByRole('option', { name: LEVEL_LABELS.expert })).toBeInTheDocument();
    expect(screen.getByLabelText('อีเมล')).toHaveAttribute('type', 'email');
  });

  it('shows a required message on every empty field and the level message', async () => {
    const { onSubmit, user } = setup();
    await fill(user, {});
    // name, e-mail, password, confirmation
    expect(await screen.findAllByText(th.validation.required)).toHaveLength(4);
    expect(screen.getByText(th.validation.levelRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail', async () => {
    const { user } = setup();
    await fill(user, { ...valid, email: 'somchai@' });
    expect(await screen.findByText(th.validation.email)).toBeInTheDocument();
  });

  it('requires at least 8 bytes, as the server counts', async () => {
    const { onSubmit, user } = setup();
    await fill(user, { ...valid, password: 'abc1234', confirm: 'abc1234' });
    expect(await screen.findByText(th.validation.passwordMinBytes)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts UTF-8 bytes: three Thai letters (9 bytes) are enough', async () => {
    const { onSubmit, user } = setup();
    await fill(user, { ...valid, password: 'สวัส', confirm: 'สวัส' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('refuses a password over 72 bytes (a long Thai passphrase) with a Thai message', async () => {
    const long = 'รหัสผ่านภาษาไทยที่ยาวมากเกินไป'; // 30 Thai characters = 90 bytes
    const { onSubmit, user } = setup();
    await fill(user, { ...valid, password: long, confirm: long });
    expect(await screen.findByText(th.validation.passwordTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the confirmation to match', async () => {
    const { onSubmit, user } = setup();
    await fill(user, { ...valid, confirm: 'abc124' });
    expect(await screen.findByText(th.validation.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('ยืนยันรหัสผ่าน')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values when everything is valid', async () => {
    const { onSubmit, user } = setup();
    await fill(user, valid);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      fullName: valid.name,
      email: valid.email,
      level: 'intermediate',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      acceptLegal: true,
    });
  });

  it('refuses to submit without consent, says why, and keeps what was typed', async () => {
    const { onSubmit, user } = setup();
    await fill(user, { ...valid, accept: false });
    expect(await screen.findByText(th.legal.consentRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('อีเมล')).toHaveValue(valid.email);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while busy the submit button is disabled and reads กำลังสมัครสมาชิก...', () => {
    setup(true);
    expect(screen.getByRole('button', { name: th.auth.registering })).toBeDisabled();
  });
});
