import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate, useSearchParams } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { filtersToParams, parseFilters } from '../lib/course-filters.ts';
import { CourseFiltersBar } from './course-filters-bar.tsx';

/** The same URL wiring as CoursesPage, without the data: shows what the URL holds. */
function Harness() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <CourseFiltersBar filters={filters} onChange={(next, options) => setParams(filtersToParams(next), options)} />
      <output data-testid="url">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

const url = () => screen.getByTestId('url').textContent;

describe('CourseFiltersBar', () => {
  it('offers every category and level the spec lists, each control labelled', () => {
    renderWithProviders(<Harness />, { route: '/courses' });
    const category = screen.getByLabelText('หมวดหมู่');
    const level = screen.getByLabelText('ระดับ');
    expect([...category.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
      'all',
      'programming',
      'web-development',
      'mobile-development',
      'data-science',
      'devops',
      'design',
    ]);
    expect([...level.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
      'all',
      'beginner',
      'intermediate',
      'advanced',
    ]);
    expect(screen.getByLabelText('ค้นหาคอร์ส')).toHaveAttribute('type', 'search');
  });

  it('shows the filters of a shared link', () => {
    renderWithProviders(<Harness />, { route: '/courses?q=React&category=web-development&level=intermediate' });
    expect(screen.getByLabelText('ค้นหาคอร์ส')).toHaveValue('React');
    expect(screen.getByLabelText('หมวดหมู่')).toHaveValue('web-development');
    expect(screen.getByLabelText('ระดับ')).toHaveValue('intermediate');
  });

  it('puts category and level in the URL, and Back undoes the last choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/courses' });
    await user.selectOptions(screen.getByLabelText('หมวดหมู่'), 'design');
    expect(url()).toBe('?category=design');
    await user.selectOptions(screen.getByLabelText('ระดับ'), 'beginner');
    expect(url()).toBe('?category=design&level=beginner');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(url()).toBe('?category=design');
    expect(screen.getByLabelText('ระดับ')).toHaveValue('all');
    expect(screen.getByLabelText('หมวดหมู่')).toHaveValue('design');
  });

  it('writes the search text (Thai included) to the URL after a pause, keeping the other filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/courses?level=beginner' });
    await user.type(screen.getByLabelText('ค้นหาคอร์ส'), 'พื้นฐาน');
    await waitFor(() => expect(new URLSearchParams(url() ?? '').get('q')).toBe('พื้นฐาน'));
    expect(new URLSearchParams(url() ?? '').get('level')).toBe('beginner');
  });

  it('Enter commits the search at once; clearing the box removes q', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/courses?q=git' });
    const box = screen.getByLabelText('ค้นหาคอร์ส');
    await user.clear(box);
    await user.type(box, '{Enter}');
    expect(url()).toBe('');
  });

  it('is a GET form on /courses whose fields carry the URL parameters, with a submit button, for a page without script', () => {
    renderWithProviders(<Harness />, { route: '/courses?q=git&sort=newest&free=1&min_price=500&rating=4' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/courses');
    expect(form).toHaveAttribute('method', 'get');
    expect(new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>).toString()).toBe(
      'q=git&category=all&level=all&sort=newest&free=1&min_price=500&max_price=&rating=4',
    );
    expect(screen.getByRole('button', { name: 'ค้นหา' })).toHaveAttribute('type', 'submit');
  });

  it('puts the free and rating choices in the URL at once, and the price range when the form is sent, from page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/courses?page=3' });
    await user.click(screen.getByRole('checkbox', { name: 'เฉพาะคอร์สฟรี' }));
    expect(url()).toBe('?free=1');
    await user.selectOptions(screen.getByLabelText('คะแนนรีวิว'), '4.5 ดาวขึ้นไป');
    expect(url()).toBe('?free=1&rating=4.5');
    await user.type(screen.getByLabelText('ราคาต่ำสุด (บาท)'), '100');
    await user.type(screen.getByLabelText('ราคาสูงสุด (บาท)'), '2000{Enter}');
    expect(url()).toBe('?free=1&min_price=100&max_price=2000&rating=4.5');
    await user.click(screen.getByRole('checkbox', { name: 'เฉพาะคอร์สฟรี' }));
    expect(url()).toBe('?min_price=100&max_price=2000&rating=4.5');
  });

  it('offers the five sorts beside the school order, puts the choice in the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { route: '/courses?level=beginner&page=3' });
    const sort = screen.getByLabelText('เรียงตาม');
    expect([...sort.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'แนะนำ',
      'ยอดนิยม',
      'ใหม่ล่าสุด',
      'คะแนนสูงสุด',
      'ราคาต่ำ→สูง',
      'ราคาสูง→ต่ำ',
    ]);
    await user.selectOptions(sort, 'price_asc');
    expect(url()).toBe('?level=beginner&sort=price_asc');
  });
});
