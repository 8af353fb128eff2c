import { screen } from '@testing-library/react';
import { Route, Routes } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { VerifyCertificatePage } from './verify-certificate-page.tsx';

// verify_certificate as the database answers it for one issued code.
const issued = {
  code: 'RC-2569-7KQ2MZP4XA',
  learner_name: 'สมชาย รักเรียน',
  course_title: 'Python พื้นฐาน',
  course_id: 1,
  issued_at: '2026-11-20T03:00:00Z',
};
vi.mock('@shared/platform/supabase', () => ({
  getSupabase: () => ({
    rpc: (_fn: string, args: { p_code: string }) => ({
      maybeSingle: () => Promise.resolve({ data: args.p_code === issued.code ? issued : null, error: null }),
    }),
  }),
}));

describe('VerifyCertificatePage', () => {
  it('offers เพิ่มใน LinkedIn with the certification filled in', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/certificate/:code" element={<VerifyCertificatePage />} />
      </Routes>,
      { route: `/certificate/${issued.code}` },
    );
    const link = await screen.findByRole('link', { name: 'เพิ่มใน LinkedIn' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(url.searchParams.get('name')).toBe('Python พื้นฐาน');
    expect(url.searchParams.get('organizationName')).toBe('เรียนโค้ด');
    expect(url.searchParams.get('certId')).toBe(issued.code);
    expect(url.searchParams.get('certUrl')).toBe(`${window.location.origin}/certificate/${issued.code}`);
    expect([url.searchParams.get('issueYear'), url.searchParams.get('issueMonth')]).toEqual(['2026', '11']);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
