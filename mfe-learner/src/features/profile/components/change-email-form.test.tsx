import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { ChangeEmailForm } from './change-email-form.tsx';

// Validation runs before any server call, so these need no backend.
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
});
