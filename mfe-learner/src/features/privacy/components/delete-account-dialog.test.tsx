import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { DeleteAccountDialog, type DeleteAccountDialogProps } from './delete-account-dialog.tsx';

const setup = (props: Partial<DeleteAccountDialogProps> = {}) => {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <DeleteAccountDialog open hasPassword busy={false} failure={null} onConfirm={onConfirm} onOpenChange={onOpenChange} {...props} />,
  );
  return { onConfirm, onOpenChange, view, user: userEvent.setup() };
};
const confirmButton = () => screen.getByRole('button', { name: 'ยืนยันการลบบัญชี' });

describe('DeleteAccountDialog', () => {
  it('asks for the current password and sends it with the certificate choice', async () => {
    const { onConfirm, user } = setup();
    expect(screen.getByRole('dialog', { name: 'ลบบัญชีของคุณ' })).toBeInTheDocument();
    await user.click(confirmButton());
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกรหัสผ่านปัจจุบัน');
    expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('รหัสผ่านปัจจุบัน'), 'Learner#2026');
    await user.click(screen.getByRole('checkbox', { name: /คงชื่อของฉันไว้บนใบประกาศนียบัตร/ }));
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ password: 'Learner#2026', confirmation: null, keepNameOnCertificates: true });
  });

  it('says the password was wrong when the database refused it, keeping what was typed', async () => {
    const { user, view } = setup();
    await user.type(screen.getByLabelText('รหัสผ่านปัจจุบัน'), 'nope');
    view.rerender(<DeleteAccountDialog open hasPassword busy={false} failure="reauth" onConfirm={vi.fn()} onOpenChange={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('รหัสผ่านไม่ถูกต้อง');
    expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveValue('nope');
  });

  it('an account without a password types the phrase instead', async () => {
    const { onConfirm, user } = setup({ hasPassword: false });
    const field = screen.getByLabelText('พิมพ์ "ลบบัญชีของฉัน" เพื่อยืนยัน');
    await user.type(field, 'ลบบัญชี');
    await user.click(confirmButton());
    expect(screen.getByRole('alert')).toHaveTextContent('ข้อความยืนยันไม่ตรงกัน');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'ลบบัญชีของฉัน');
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith({ password: null, confirmation: 'ลบบัญชีของฉัน', keepNameOnCertificates: false });
  });

  it('is operable by keyboard and closes with Escape', async () => {
    const { onOpenChange, user } = setup();
    expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveFocus();
    await user.keyboard('Learner#2026{Enter}');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('disables its buttons while the request is sent', () => {
    setup({ busy: true });
    expect(screen.getByRole('button', { name: 'กำลังส่งคำขอ...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
  });
});
