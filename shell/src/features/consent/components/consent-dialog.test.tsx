import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { ConsentDialog, type ConsentDialogProps } from './consent-dialog.tsx';

const setup = (props: Partial<ConsentDialogProps> = {}) => {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  renderWithProviders(
    <ConsentDialog
      kind="outdated"
      termsVersion={2}
      privacyVersion={1}
      busy={false}
      error={null}
      onAccept={onAccept}
      onDecline={onDecline}
      {...props}
    />,
  );
  return { onAccept, onDecline, user: userEvent.setup() };
};

describe('ConsentDialog', () => {
  it('names the versions and links both documents in a new tab', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'ข้อกำหนดและนโยบายมีการปรับปรุง' })).toBeInTheDocument();
    expect(screen.getByText(/ข้อกำหนดการใช้งาน \(ฉบับที่ 2\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'อ่านข้อกำหนดการใช้งาน' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'อ่านนโยบายความเป็นส่วนตัว' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'ปิด' })).not.toBeInTheDocument();
  });

  it('refuses to go on without the tick, then accepts by keyboard alone', async () => {
    const { onAccept, user } = setup();
    await user.click(screen.getByRole('button', { name: 'ยอมรับและใช้งานต่อ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาทำเครื่องหมายยอมรับ');
    expect(onAccept).not.toHaveBeenCalled();
    const box = screen.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    box.focus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'ยอมรับและใช้งานต่อ' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed with Escape; declining signs out', async () => {
    const { onDecline, user } = setup({ kind: 'none' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'ยอมรับข้อกำหนดก่อนเริ่มใช้งาน' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ไม่ยอมรับและออกจากระบบ' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('shows a failed save in Thai and a busy button while saving', () => {
    setup({ busy: true, error: 'บันทึกความยินยอมไม่สำเร็จ กรุณาลองใหม่' });
    expect(screen.getByRole('alert')).toHaveTextContent('บันทึกความยินยอมไม่สำเร็จ');
    expect(screen.getByRole('button', { name: 'กำลังบันทึก...' })).toBeDisabled();
  });
});
