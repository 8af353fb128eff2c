import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { ArticleCard } from './article-card.tsx';

describe('ArticleCard', () => {
  it('links its title to the article at /blog/{slug}', () => {
    renderWithProviders(
      <ArticleCard
        article={{
          id: 2,
          slug: 'developer-habits',
          title: '5 นิสัยของนักพัฒนาที่เติบโตเร็ว',
          excerpt: 'อ่านโค้ดคนอื่น',
          cover_url: null,
          author_name: 'ผู้ดูแลระบบ เรียนโค้ด',
          views: 980,
          published_at: '2026-11-01T00:00:00Z',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: '5 นิสัยของนักพัฒนาที่เติบโตเร็ว' })).toHaveAttribute('href', '/blog/developer-habits');
  });
});
