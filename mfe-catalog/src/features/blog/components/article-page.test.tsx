import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { resetTestBackend, startSignedOut, stubBackend, type Handler } from '@shared/testing/stub-backend';
import { ArticlePage } from './article-page.tsx';

const article = (overrides: Record<string, unknown> = {}) => ({
  id: 2,
  slug: 'developer-habits',
  title: '5 นิสัยของนักพัฒนาที่เติบโตเร็ว',
  excerpt: 'อ่านโค้ดคนอื่น เขียนทดสอบ',
  body: '## อ่านโค้ด\n\nอ่านโค้ดของคนอื่น**ทุกสัปดาห์**\n\n```js\nconsole.log(1)\n```',
  cover_url: '/media/articles/developer-habits.svg',
  status: 'published',
  views: 980,
  published_at: '2026-11-03T03:00:00Z',
  updated_at: '2026-11-03T03:00:00Z',
  author_name: 'ผู้ดูแลระบบ เรียนโค้ด',
  author_avatar_url: null,
  previous: { slug: 'first-programming-language-2026', title: 'เริ่มเขียนโปรแกรมภาษาไหนดีในปี 2026' },
  next: { slug: 'docker-for-beginners', title: 'Docker สำหรับคนที่ยังไม่เคยใช้' },
  ...overrides,
});

function renderArticle(handlers: Record<string, Handler>, slug = 'developer-habits') {
  startSignedOut();
  const seen = stubBackend(handlers);
  renderWithProviders(
    <Routes>
      <Route path="/blog/:slug" element={<ArticlePage />} />
    </Routes>,
    { route: `/blog/${slug}` },
  );
  return seen;
}

afterEach(resetTestBackend);

describe('ArticlePage', () => {
  it('shows the article: title, author, Thai date, reading time, the rendered body, and counts one view', { timeout: 20_000 }, async () => {
    const seen = renderArticle({ 'rpc/get_article': () => ({ json: article() }), 'rpc/increment_article_views': () => ({ json: 981 }) });
    expect(await screen.findByRole('heading', { level: 1, name: '5 นิสัยของนักพัฒนาที่เติบโตเร็ว' })).toBeInTheDocument();
    expect(screen.getByText('โดย ผู้ดูแลระบบ เรียนโค้ด')).toBeInTheDocument();
    expect(screen.getByText(/2569/)).toBeInTheDocument();
    expect(screen.getByText('อ่าน 1 นาที')).toBeInTheDocument();
    const body = screen.getByTestId('article-body');
    // The renderer is imported on demand: its first load in a test run takes a while.
    expect(await within(body).findByRole('heading', { level: 2, name: 'อ่านโค้ด' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(body).getByText('ทุกสัปดาห์').tagName).toBe('STRONG');
    expect(await screen.findByText('อ่านแล้ว 981 ครั้ง')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === 'rpc/increment_article_views').map((r) => r.body)).toEqual([
      { p_article_id: 2, p_visitor_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,128}$/) as string },
    ]);
    expect(seen.find((r) => r.path === 'rpc/get_article')?.body).toEqual({ p_slug: 'developer-habits' });
    expect(document.title).toBe('5 นิสัยของนักพัฒนาที่เติบโตเร็ว | เรียนโค้ด');
  });

  it('links the older and newer articles and shares to Facebook, X and LINE in a new tab', async () => {
    renderArticle({ 'rpc/get_article': () => ({ json: article() }), 'rpc/increment_article_views': () => ({ json: 981 }) });
    const neighbours = await screen.findByRole('navigation', { name: 'บทความอื่น' });
    expect(within(neighbours).getByRole('link', { name: /บทความก่อนหน้า.*เริ่มเขียนโปรแกรม/ })).toHaveAttribute(
      'href',
      '/blog/first-programming-language-2026',
    );
    expect(within(neighbours).getByRole('link', { name: /บทความถัดไป.*Docker/ })).toHaveAttribute('href', '/blog/docker-for-beginners');
    const address = encodeURIComponent(`${window.location.origin}/blog/developer-habits`);
    const facebook = screen.getByRole('link', { name: /แชร์ไปที่ Facebook/ });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${address}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /แชร์ไปที่ X/ }).getAttribute('href')).toContain('https://x.com/intent/post?url=');
    expect(screen.getByRole('link', { name: /แชร์ไปที่ LINE/ }).getAttribute('href')).toContain(
      'https://social-plugins.line.me/lineit/share?url=',
    );
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    renderArticle({ 'rpc/get_article': () => ({ json: article() }), 'rpc/increment_article_views': () => ({ json: 981 }) });
    await user.click(await screen.findByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(await screen.findByText('คัดลอกลิงก์แล้ว')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/blog/developer-habits`);
  });

  it('shows an admin a draft with a notice, without counting a view or offering to share', async () => {
    const seen = renderArticle({
      'rpc/get_article': () => ({ json: article({ status: 'draft', published_at: null, previous: null, next: null }) }),
    });
    expect(await screen.findByRole('note')).toHaveTextContent('ตัวอย่างบทความฉบับร่าง');
    expect(screen.queryByRole('link', { name: /แชร์ไปที่/ })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('article-body')).toHaveTextContent('ทุกสัปดาห์'));
    expect(seen.some((r) => r.path === 'rpc/increment_article_views')).toBe(false);
  });

  it('says the article was not found when the database answers null (unknown, or a draft for a visitor)', async () => {
    const seen = renderArticle({ 'rpc/get_article': () => ({ json: null }) }, 'api-design-for-frontend-teams');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบบทความนี้' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'บทความทั้งหมด' })).toHaveAttribute('href', '/blog');
    expect(seen.some((r) => r.path === 'rpc/increment_article_views')).toBe(false);
  });

  it('does not ask the database about a slug it could never hold', async () => {
    const seen = renderArticle({}, 'Not%20A%20Slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบบทความนี้' })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('says not found for a slug longer than the 100 characters the database refuses, without asking it', async () => {
    const seen = renderArticle({}, 'a'.repeat(101));
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบบทความนี้' })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
