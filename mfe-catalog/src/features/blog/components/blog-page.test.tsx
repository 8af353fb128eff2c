import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { resetTestBackend, startSignedOut, stubBackend } from '@shared/testing/stub-backend';
import { BlogPage } from './blog-page.tsx';
import type { Tables } from '@shared/db';

const summary = (id: number): Tables<'published_articles'> => ({
  id,
  slug: `article-${id}`,
  title: `บทความที่ ${id}`,
  excerpt: `เรื่องย่อ ${id}`,
  cover_url: null,
  author_name: 'ผู้ดูแลระบบ เรียนโค้ด',
  views: 1520,
  published_at: '2026-10-15T03:00:00Z',
  updated_at: '2026-10-15T03:00:00Z',
});

function renderBlog(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/blog" element={<BlogPage />} />
    </Routes>,
    { route },
  );
}

afterEach(resetTestBackend);

describe('BlogPage', () => {
  it('lists a page of articles, each title a link to /blog/{slug}, with a Thai date and views, and a pager', async () => {
    startSignedOut();
    const seen = stubBackend({
      published_articles: ({ url }) => {
        expect(url.searchParams.get('offset')).toBe('9');
        return { json: [summary(10), summary(11)], headers: { 'Content-Range': '9-10/11' } };
      },
    });
    renderBlog('/blog?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'บทความ' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('blog-article');
    expect(cards).toHaveLength(2);
    const first = cards[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('link', { name: 'บทความที่ 10' })).toHaveAttribute('href', '/blog/article-10');
    expect(within(first).getByText('อ่านแล้ว 1,520 ครั้ง')).toBeInTheDocument();
    expect(within(first).getByText(/ต\.ค\. 2569|ตุลาคม 2569/)).toBeInTheDocument();
    expect(seen.some((r) => r.path === 'published_articles')).toBe(true);
    const pager = screen.getByRole('navigation', { name: 'หน้าของรายการบทความ' });
    expect(within(pager).getByText('หน้า 2 จาก 2')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'หน้าก่อนหน้า' })).toHaveAttribute('href', '/blog');
    expect(within(pager).queryByRole('link', { name: 'หน้าถัดไป' })).toBeNull();
  });

  it('says so, in Thai, when nothing is published', async () => {
    startSignedOut();
    stubBackend({ published_articles: () => ({ json: [] }) });
    renderBlog('/blog');
    expect(await screen.findByText('ยังไม่มีบทความที่เผยแพร่')).toBeInTheDocument();
  });

  it('shows the Thai error card with a retry when the list cannot be read', async () => {
    startSignedOut();
    stubBackend({ published_articles: () => ({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } }) });
    renderBlog('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดบทความไม่สำเร็จ');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });
});
