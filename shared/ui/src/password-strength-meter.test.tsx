import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

// Counts evaluations of the real zxcvbn module: the factory runs when the module is first imported.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password-score.ts', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const meter = () => screen.getByRole('meter', { name: 'ความแข็งแรงของรหัสผ่าน' });

describe('PasswordStrengthMeter', () => {
  it('loads zxcvbn only once something is typed, then labels the score in Thai', async () => {
    const { rerender } = render(<PasswordStrengthMeter password="" />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(loads.count).toBe(0);

    rerender(<PasswordStrengthMeter password="password" />);
    expect(await screen.findByText('อ่อนมาก')).toBeInTheDocument();
    expect(loads.count).toBe(1);
    expect(meter()).toHaveAttribute('aria-valuetext', 'อ่อนมาก');
    expect(screen.getByText('เป็นรหัสผ่านที่ใช้กันทั่วไป เดาได้ง่าย')).toBeInTheDocument();

    rerender(<PasswordStrengthMeter password="Kr@tong-Loy-2026-river" />);
    expect(await screen.findByText('แข็งแรง')).toBeInTheDocument();
    expect(meter()).toHaveAttribute('aria-valuenow', '4');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('says a password under 8 bytes is too short, counting a Thai letter as 3', async () => {
    const { rerender } = render(<PasswordStrengthMeter password="aZ9#" />);
    expect(await screen.findByText('ยาวไม่ถึง 8 ตัวอักษร (ตัวอักษรไทยนับเป็น 3)')).toBeInTheDocument();
    // Three Thai letters are 9 bytes: long enough for the server.
    rerender(<PasswordStrengthMeter password="กขค" />);
    await screen.findByRole('meter');
    await vi.waitFor(() => expect(meter()).not.toHaveAttribute('aria-valuetext', 'กำลังตรวจความแข็งแรง...'));
    expect(screen.queryByText('ยาวไม่ถึง 8 ตัวอักษร (ตัวอักษรไทยนับเป็น 3)')).not.toBeInTheDocument();
  });

  it.each([
    ['abcdefgh', 'อ่อนมาก'],
    ['monkey12', 'อ่อน'],
    ['correcthorse', 'พอใช้'],
    ['river-Sun-42', 'ดี'],
  ])('labels %s as %s', async (password, label) => {
    render(<PasswordStrengthMeter password={password} />);
    await vi.waitFor(() => expect(meter()).toHaveAttribute('aria-valuetext', label));
  });
});
