import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { ConsentCheckbox } from './consent-checkbox.tsx';

const NAME = 'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว';

describe('ConsentCheckbox', () => {
  it('is a checkbox named by the whole sentence, ticked by keyboard', async () => {
    renderWithProviders(<ConsentCheckbox />, { route: '/register' });
    const box = screen.getByRole('checkbox', { name: NAME });
    expect(box).not.toBeChecked();
    const user = userEvent.setup();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('links both documents in a new tab, so the form keeps what was typed', () => {
    renderWithProviders(<ConsentCheckbox />, { route: '/register' });
    expect(screen.getByRole('link', { name: 'ข้อกำหนดการใช้งาน' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'ข้อกำหนดการใช้งาน' })).toHaveAttribute('target', '_blank');
  });

  it('marks itself invalid and reads the error', () => {
    renderWithProviders(<ConsentCheckbox error="กรุณายอมรับ" />, { route: '/register' });
    const box = screen.getByRole('checkbox', { name: NAME });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('กรุณายอมรับ');
  });
});
