import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { fakeRest } from '@shared/testing/fake-rest';
import { MyWishlistList } from './my-wishlist-list.tsx';

const USER = '11111111-2222-4333-8444-555555555555';
const HOUR = 3_600_000;
const notOnSale = (price: number) => ({ price, sale_price: null, sale_ends_at: null });
const onSale = (price: number, salePrice: number) => ({
  price,
  sale_price: salePrice,
  sale_ends_at: new Date(Date.now() + HOUR).toISOString(),
});
const saleEnded = (price: number, salePrice: number) => ({
  price,
  sale_price: salePrice,
  sale_ends_at: new Date(Date.now() - HOUR).toISOString(),
});
let restore: () => void = () => undefined;
afterEach(() => restore());

describe('MyWishlistList', () => {
  it('lists the member’s wished courses with links and takes one out, asking the database', async () => {
    let rows = [
      { course_id: 3, created_at: '2026-11-26T10:00:00Z', course: { title: 'Flutter', image_url: null, ...onSale(2790, 1990) } },
      { course_id: 7, created_at: '2026-11-25T10:00:00Z', course: { title: 'Git', image_url: null, ...notOnSale(0) } },
      { course_id: 9, created_at: '2026-11-25T09:00:00Z', course: { title: 'Docker', image_url: null, ...saleEnded(2490, 1490) } },
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
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Flutter' })).toHaveAttribute('href', '/course/3');
    expect(within(list).getByText('ฟรี')).toBeInTheDocument();
    // What the course costs now, as the catalogue shows it: a running sale's price, the list price once it ended.
    expect(within(list).getByText('฿1,990')).toBeInTheDocument();
    expect(within(list).queryByText('฿2,790')).not.toBeInTheDocument();
    expect(within(list).getByText('฿2,490')).toBeInTheDocument();

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
