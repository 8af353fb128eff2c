import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { ChangePasswordForm } from './change-password-form.tsx';

// Validation runs before any server call, so these need no backend.
describe('ChangePasswordForm', () => {
  it("shows the spec's two Thai messages and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm email="learner@riancode.dev" />);
    await user.type(screen.getByLabelText('รหัสผ่านปัจจุบัน'), 'Learner#2026');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), '12345');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), '54321');
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(await screen.findByText('รหัสผ่านใหม่ต้องมีความยาวอย่างน้อย 6 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveValue('12345');
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides the current password with a labelled toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm email="learner@riancode.dev" />);
    const current = screen.getByLabelText('รหัสผ่านปัจจุบัน');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(current).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'ซ่อนรหัสผ่าน' }));
    expect(current).toHaveAttribute('type', 'password');
  });
});
