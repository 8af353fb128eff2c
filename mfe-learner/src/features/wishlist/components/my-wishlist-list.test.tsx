import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { fakeRest } from '@shared/testing/fake-rest';
import { MyWishlistList } from './my-wishlist-list.tsx';

const USER = '11111111-2222-4333-8444-555555555555';
let restore: () => void = () => undefined;
afterEach(() => restore());

describe('MyWishlistList', () => {
  it('lists the member’s wished courses with links and takes one out, asking the database', async () => {
    let rows = [
      { course_id: 3, created_at: '2026-11-26T10:00:00Z', course: { title: 'Flutter', image_url: null, price: 2790 } },
      { course_id: 7, created_at: '2026-11-25T10:00:00Z', course: { title: 'Git', image_url: null, price: 0 } },
      // A course no longer visible (unpublished since) is left out.
      { course_id: 8, created_at: '2026-11-24T10:00:00Z', course: null },
    ];
    const server = fakeRest((request) => {
      if (request.method === 'DELETE') {
        rows = rows.filter((r) => !request.path.includes(`course_id=eq.${r.course_id}`));
        return { status: 204, body: null };
      }
      return { body: rows };
    });
    restore = server.restore;
    renderWithProviders(<MyWishlistList userId={USER} />);
    const list = await screen.findByRole('list', { name: 'รายการโปรด' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Flutter' })).toHaveAttribute('href', '/course/3');
    expect(within(list).getByText('ฟรี')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'นำ Flutter ออกจากรายการโปรด' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Flutter' })).not.toBeInTheDocument());
    expect(server.seen.some((r) => r.method === 'DELETE' && r.path.includes('course_id=eq.3'))).toBe(true);
  });

  it('says the list is empty and offers the catalogue', async () => {
    restore = fakeRest(() => ({ body: [] })).restore;
    renderWithProviders(<MyWishlistList userId={USER} />);
    expect(await screen.findByText('ยังไม่มีคอร์สในรายการโปรด')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูคอร์สทั้งหมด' })).toHaveAttribute('href', '/courses');
  });
});
