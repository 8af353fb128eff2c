import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { initSupabase } from '@shared/platform/supabase/init';
import { resetTestBackend, startSignedOut, stubBackend } from '@shared/testing/stub-backend';
import { CatalogStats } from './catalog-stats.tsx';

afterEach(() => resetTestBackend());

/** A visitor's page: the site client against the stubbed backend, nobody signed in. */
function startVisitor() {
  initSupabase({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: `${'a'.repeat(40)}.${'b'.repeat(20)}` });
  startSignedOut();
}

describe('CatalogStats', () => {
  it('shows the live course and learner counts from catalog_stats', async () => {
    startVisitor();
    stubBackend({ 'rpc/catalog_stats': () => ({ json: { courses: 7, learners: 5321 } }) });
    renderWithProviders(<CatalogStats />);
    const stats = await screen.findByRole('list', { name: 'ตัวเลขของโรงเรียนตอนนี้' });
    expect(stats).toHaveTextContent('7 คอร์ส');
    expect(stats).toHaveTextContent('ผู้เรียน 5,321 คน');
  });

  it('shows nothing (no error card) when the figures cannot be read', async () => {
    startVisitor();
    const seen = stubBackend({ 'rpc/catalog_stats': () => ({ status: 500, json: { message: 'down' } }) });
    renderWithProviders(<CatalogStats />);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('catalog-stats')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
