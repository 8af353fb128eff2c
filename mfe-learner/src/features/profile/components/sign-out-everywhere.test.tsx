import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAuthBusForTests, startAuthBus } from '@shared/platform/auth';
import { renderWithProviders } from '@shared/testing';
import { Toaster } from '@shared/platform/toast';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';

/** The page's auth client, faked at the bus's boundary: the bus itself is real. */
function fakeAuthClient(error: Error | null = null) {
  return {
    onAuthStateChange: vi.fn(() => ({ data: { subscription: { id: 'fake', callback: () => {}, unsubscribe: () => {} } } })),
    refreshSession: vi.fn(),
    signOut: vi.fn((_options?: { scope?: 'local' | 'global' | 'others' }) => Promise.resolve({ error })),
  };
}

afterEach(() => resetAuthBusForTests());

describe('SignOutEverywhere', () => {
  it('asks first, then ends every session of the member (scope global)', async () => {
    const client = fakeAuthClient();
    startAuthBus(client as unknown as Parameters<typeof startAuthBus>[0]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SignOutEverywhere />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }));
    expect(screen.getByRole('dialog', { name: 'ออกจากระบบทุกอุปกรณ์?' })).toBeInTheDocument();
    expect(client.signOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ยืนยัน ออกจากระบบทุกอุปกรณ์' }));
    expect(client.signOut).toHaveBeenCalledWith({ scope: 'global' });
    expect(await screen.findByText('ออกจากระบบทุกอุปกรณ์แล้ว')).toBeInTheDocument();
  });

  it('cancelling signs nobody out', async () => {
    const client = fakeAuthClient();
    startAuthBus(client as unknown as Parameters<typeof startAuthBus>[0]);
    const user = userEvent.setup();
    renderWithProviders(<SignOutEverywhere />);
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }));
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.signOut).not.toHaveBeenCalled();
  });

  it('says so when the server refuses, and keeps the dialog open', async () => {
    const client = fakeAuthClient(new Error('down'));
    startAuthBus(client as unknown as Parameters<typeof startAuthBus>[0]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SignOutEverywhere />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยัน ออกจากระบบทุกอุปกรณ์' }));
    expect(await screen.findByText('ออกจากระบบทุกอุปกรณ์ไม่สำเร็จ กรุณาลองใหม่')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
