import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { NotFoundPage } from '@shared/ui/not-found';
import { DocumentHead } from './document-head.tsx';

// site_seo as the visitor's REST client reads it: one admin row, for /old-page only.
const rows = [{ path: '/old-page', title: 'หน้าเก่า | เรียนโค้ด', description: 'หน้าที่ผู้ดูแลตั้งไว้' }];
vi.mock('@shared/db/rest', () => ({
  getRestClient: () => ({ from: () => ({ select: () => Promise.resolve({ data: rows, error: null }) }) }),
}));

afterEach(() => {
  document.title = '';
});

describe('DocumentHead with the not-found page', () => {
  it('titles a path nobody owns as not found, not with the site’s generic title', async () => {
    renderWithProviders(
      <>
        <DocumentHead />
        <NotFoundPage />
      </>,
      { route: '/no-such-page' },
    );
    await waitFor(() => expect(document.title).toBe('ขออภัย ไม่พบหน้าที่คุณต้องการ | เรียนโค้ด'));
  });

  it('still lets an admin’s site_seo row for the path win', async () => {
    renderWithProviders(
      <>
        <DocumentHead />
        <NotFoundPage />
      </>,
      { route: '/old-page' },
    );
    await waitFor(() => expect(document.title).toBe('หน้าเก่า | เรียนโค้ด'));
  });
});
