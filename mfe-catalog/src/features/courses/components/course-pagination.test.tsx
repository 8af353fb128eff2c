import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { DEFAULT_FILTERS } from '../lib/course-filters.ts';
import { CoursePagination, visiblePages } from './course-pagination.tsx';

describe('visiblePages', () => {
  it('shows every page when there are few, else the ends and the neighbours with gaps', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(1, 10)).toEqual([1, 2, null, 10]);
  });
});

describe('CoursePagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderWithProviders(<CoursePagination filters={DEFAULT_FILTERS} total={12} pageSize={12} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links to the previous, next and numbered pages, keeping the filters; the current page is marked as such', () => {
    renderWithProviders(<CoursePagination filters={{ ...DEFAULT_FILTERS, category: 'design', page: 2 }} total={30} pageSize={12} />);
    expect(screen.getByRole('link', { name: 'หน้าก่อนหน้า' })).toHaveAttribute('href', '/courses?category=design');
    expect(screen.getByRole('link', { name: 'หน้าถัดไป' })).toHaveAttribute('href', '/courses?category=design&page=3');
    expect(screen.getByRole('link', { name: 'หน้า 3' })).toHaveAttribute('href', '/courses?category=design&page=3');
    expect(screen.getByRole('link', { name: 'หน้า 2 จาก 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'หน้า 2' })).not.toBeInTheDocument();
  });

  it('the last page has no next link', () => {
    renderWithProviders(<CoursePagination filters={{ ...DEFAULT_FILTERS, page: 3 }} total={30} pageSize={12} />);
    expect(screen.queryByRole('link', { name: 'หน้าถัดไป' })).not.toBeInTheDocument();
  });
});
