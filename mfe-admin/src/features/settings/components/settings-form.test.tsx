import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { ruleError, startFakeBackend } from '@shared/testing/fake-backend';
import type { SiteSettings } from '../api/types.ts';
import { SettingsForm } from './settings-form.tsx';

const UPDATE = '/rest/v1/rpc/admin_update_site_settings';
const settings: SiteSettings = {
  school_name: 'เรียนโค้ด',
  school_tax_id: null,
  school_address: 'กรุงเทพฯ',
  promptpay_id: null,
  order_expiry_minutes: 30,
  updated_at: null,
};
let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

describe('SettingsForm', () => {
  it('refuses a tax ID whose check digit is wrong, a bad PromptPay ID and an expiry outside 5–1440', async () => {
    backend = startFakeBackend(() => ({ status: 200, body: settings }));
    const user = userEvent.setup();
    renderWithProviders(<SettingsForm settings={settings} />);
    await user.type(screen.getByLabelText('เลขประจำตัวผู้เสียภาษี'), '0105558000003');
    await user.type(screen.getByLabelText('พร้อมเพย์ (PromptPay ID)'), '8123456789');
    const expiry = screen.getByLabelText('เวลาชำระเงินของคำสั่งซื้อ (นาที)');
    await user.clear(expiry);
    await user.type(expiry, '2');
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await screen.findByText(/เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง/)).toBeInTheDocument();
    expect(screen.getByLabelText('เลขประจำตัวผู้เสียภาษี')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก/)).toBeInTheDocument();
    expect(screen.getByText('เวลาชำระเงินต้องเป็นจำนวนเต็ม 5–1440 นาที')).toBeInTheDocument();
    expect(backend.to(UPDATE)).toHaveLength(0);
  });

  it('sends digits only for a valid tax ID (dashes typed) and a mobile PromptPay ID', async () => {
    backend = startFakeBackend(() => ({ status: 200, body: { ...settings, school_tax_id: '0105558000006', promptpay_id: '0812345678' } }));
    const user = userEvent.setup();
    renderWithProviders(<SettingsForm settings={settings} />);
    await user.type(screen.getByLabelText('เลขประจำตัวผู้เสียภาษี'), '0-1055-58000-00-6');
    await user.type(screen.getByLabelText('พร้อมเพย์ (PromptPay ID)'), '081-234-5678');
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    await waitFor(() => expect(backend?.to(UPDATE)).toHaveLength(1));
    expect(backend?.to(UPDATE)[0]?.body).toEqual({
      p_settings: {
        school_name: 'เรียนโค้ด',
        school_tax_id: '0105558000006',
        school_address: 'กรุงเทพฯ',
        promptpay_id: '0812345678',
        order_expiry_minutes: 30,
      },
    });
    await waitFor(() => expect(screen.getByLabelText('พร้อมเพย์ (PromptPay ID)')).toHaveValue('0812345678'));
  });

  it("puts the server's refusal beside the field it is about", async () => {
    backend = startFakeBackend(() => ruleError('settings_invalid_promptpay'));
    const user = userEvent.setup();
    renderWithProviders(<SettingsForm settings={settings} />);
    await user.type(screen.getByLabelText('พร้อมเพย์ (PromptPay ID)'), '0812345678');
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await screen.findByText(/พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก/)).toBeInTheDocument();
    expect(screen.getByLabelText('พร้อมเพย์ (PromptPay ID)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('พร้อมเพย์ (PromptPay ID)')).toHaveValue('0812345678');
  });
});
