import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@shared/testing';
import { NotFoundPage } from './not-found.tsx';
import { fallbackPageHead } from '@shared/platform/seo/page-head';

describe('NotFoundPage', () => {
  it("keeps the spec's English headline and puts a Thai line in the same heading", () => {
    renderWithProviders(<NotFoundPage />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Oops! Page not found');
    expect(heading).toHaveTextContent('ขออภัย ไม่พบหน้าที่คุณต้องการ');
    expect(screen.getByText('Oops! Page not found')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  });

  it('offers its own title for its path (the shell applies it unless site_seo has a row)', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(fallbackPageHead('/no-such-page')?.title).toBe('ขออภัย ไม่พบหน้าที่คุณต้องการ | เรียนโค้ด');
  });
});
