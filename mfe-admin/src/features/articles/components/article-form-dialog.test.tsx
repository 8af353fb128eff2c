import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { startFakeBackend } from '@shared/testing/fake-backend';
import type { AdminArticle } from '../api/types.ts';
import { ArticleFormDialog } from './article-form-dialog.tsx';

const ARTICLES = '/rest/v1/articles';
let backend: ReturnType<typeof startFakeBackend> | null = null;
afterEach(() => backend?.stop());

function start(onWrite: () => { status: number; body: unknown } = () => ({ status: 201, body: { id: 9 } })) {
  backend = startFakeBackend((r) => (r.path === ARTICLES && r.method !== 'GET' ? onWrite() : { status: 200, body: [] }));
  return backend;
}

const published: AdminArticle = {
  id: 2,
  slug: 'developer-habits',
  title: '5 นิสัยของนักพัฒนาที่เติบโตเร็ว',
  excerpt: '',
  body: '',
  cover_url: null,
  status: 'published',
  views: 980,
  published_at: '2026-11-01T00:00:00Z',
  created_at: '2026-10-30T00:00:00Z',
  author: { name: 'แอดมิน' },
};

describe('ArticleFormDialog', () => {
  it("proposes a new article's slug from its title until the admin types one, and sends it", async () => {
    const server = start();
    const user = userEvent.setup();
    renderWithProviders(<ArticleFormDialog open article={null} onClose={() => undefined} />);
    const slug = screen.getByLabelText(/^Slug/);
    await user.type(screen.getByLabelText('ชื่อบทความ'), 'Docker สำหรับมือใหม่');
    expect(slug).toHaveValue('docker');
    await user.clear(slug);
    await user.type(slug, 'docker-101');
    await user.type(screen.getByLabelText('ชื่อบทความ'), ' ภาค 2');
    expect(slug).toHaveValue('docker-101');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(server.to(ARTICLES)).toHaveLength(1));
    expect(server.to(ARTICLES)[0]?.body).toMatchObject({ title: 'Docker สำหรับมือใหม่ ภาค 2', slug: 'docker-101' });
  });

  it('refuses a malformed slug at its field, in Thai, without sending', async () => {
    const server = start();
    const user = userEvent.setup();
    renderWithProviders(<ArticleFormDialog open article={null} onClose={() => undefined} />);
    await user.type(screen.getByLabelText('ชื่อบทความ'), 'บทความ');
    await user.type(screen.getByLabelText(/^Slug/), 'Bad Slug!');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText(/slug ใช้ได้เฉพาะ a–z/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.to(ARTICLES)).toHaveLength(0);
  });

  it("keeps a published article's slug, warns about changing it, and says in Thai when another article holds the new one", async () => {
    const server = start(() => ({
      status: 409,
      body: { code: '23505', message: 'duplicate key value violates unique constraint "articles_slug_key"', details: null, hint: null },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ArticleFormDialog open article={published} onClose={() => undefined} />);
    const slug = screen.getByLabelText(/^Slug/);
    expect(slug).toHaveValue('developer-habits');
    expect(screen.getByText(/การเปลี่ยน slug ทำให้ลิงก์เดิม/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('ชื่อบทความ'), ' (ฉบับปรับปรุง)');
    expect(slug).toHaveValue('developer-habits');
    await user.clear(slug);
    await user.type(slug, 'docker-for-beginners');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('slug นี้ถูกใช้กับบทความอื่นแล้ว กรุณาตั้งใหม่')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(server.to(ARTICLES)[0]?.method).toBe('PATCH');
  });
});
