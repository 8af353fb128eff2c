import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { resetTestBackend, startSignedIn, startSignedOut, stubBackend } from '@shared/testing/stub-backend';
import { WishlistHeart } from './wishlist-heart.tsx';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@shared/platform/toast', () => ({ toast: { error: toastError, success: vi.fn() } }));

afterEach(() => {
  resetTestBackend();
  toastError.mockReset();
});

describe('WishlistHeart', () => {
  it('sends a visitor to sign in and back to the page they were on', () => {
    startSignedOut();
    renderWithProviders(<WishlistHeart courseId={3} courseTitle="Flutter" />, { route: '/courses?page=2' });
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบเพื่อเพิ่ม Flutter ในรายการโปรด' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcourses%3Fpage%3D2',
    );
  });

  it('is a pressed toggle for a course in the member’s list, and takes it out on a press', async () => {
    await startSignedIn();
    const seen = stubBackend({ wishlists: () => ({ json: [{ course_id: 3 }] }) });
    renderWithProviders(<WishlistHeart courseId={3} courseTitle="Flutter" />);
    const heart = await screen.findByRole('button', { name: 'รายการโปรด: Flutter', pressed: true });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    await waitFor(() => expect(seen.some((r) => r.path === 'wishlists' && r.url.searchParams.get('course_id') === 'eq.3')).toBe(true));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('adds a course at once and, when the database refuses, puts the heart back with a Thai toast', async () => {
    await startSignedIn();
    stubBackend({
      wishlists: ({ body }) =>
        body === null
          ? { json: [] }
          : { status: 403, json: { code: '42501', message: 'new row violates row-level security policy', details: null, hint: null } },
    });
    renderWithProviders(<WishlistHeart courseId={3} courseTitle="Flutter" />);
    const heart = await screen.findByRole('button', { name: 'รายการโปรด: Flutter', pressed: false });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('เพิ่มในรายการโปรดไม่สำเร็จ กรุณาลองใหม่อีกครั้ง'));
    expect(screen.getByRole('button', { name: 'รายการโปรด: Flutter' })).toHaveAttribute('aria-pressed', 'false');
  });
});
