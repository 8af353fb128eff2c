import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@shared/testing';
import { Toaster } from '@shared/platform/toast';
import { LEARNER_ID, resetTestBackend, startSignedIn, startSignedOut, stubBackend, type Handler } from '@shared/testing/stub-backend';
import { CourseReviews } from './course-reviews.tsx';
import type { Tables } from '@shared/db';

const review = (id: number, rating: number, overrides: Partial<Tables<'course_reviews'>> = {}): Tables<'course_reviews'> => ({
  id,
  course_id: 1,
  user_id: `00000000-0000-4000-8000-00000000000${id}`,
  rating,
  comment: `ความเห็น ${id}`,
  created_at: `2026-11-0${id}T00:00:00Z`,
  updated_at: `2026-11-0${id}T00:00:00Z`,
  reviewer_name: `ผู้เรียน ${id}`,
  reviewer_avatar_url: null,
  reviewer_deleted: false,
  reply_id: null,
  reply_body: null,
  reply_author_name: null,
  reply_by_instructor: false,
  reply_created_at: null,
  reply_updated_at: null,
  ...overrides,
});

const counts: { json: Pick<Tables<'course_rating_counts'>, 'rating' | 'reviews_count'>[] } = {
  json: [
    { rating: 5, reviews_count: 3 },
    { rating: 4, reviews_count: 1 },
  ],
};

function renderReviews(handlers: Record<string, Handler>, enrolled = false) {
  const seen = stubBackend({
    course_rating_counts: () => counts,
    'rpc/is_admin': () => ({ json: false }),
    'rpc/is_course_instructor': () => ({ json: false }),
    ...handlers,
  });
  renderWithProviders(
    <>
      <CourseReviews courseId={1} enrolled={enrolled} />
      <Toaster />
    </>,
  );
  return seen;
}

afterEach(resetTestBackend);

describe('CourseReviews', () => {
  it('shows the 5 → 1 breakdown as readable rows and the reply under a review', async () => {
    startSignedOut();
    const replied = review(2, 5, {
      reply_id: 9,
      reply_body: 'ขอบคุณครับ',
      reply_author_name: 'อ.สมศักดิ์',
      reply_by_instructor: true,
      reply_created_at: '2026-11-03T00:00:00Z',
    });
    renderReviews({ course_reviews: () => ({ json: [replied, review(1, 4)] }) });
    const breakdown = await screen.findByRole('region', { name: 'สัดส่วนคะแนนรีวิว' });
    expect(within(breakdown).getByText('คะแนนเฉลี่ย 4.8 จาก 5 (4 รีวิว)')).toBeInTheDocument();
    const rows = within(breakdown)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('.sr-only')?.textContent);
    expect(rows).toEqual(['5 ดาว: 3 รีวิว (75%)', '4 ดาว: 1 รีวิว (25%)', '3 ดาว: 0 รีวิว (0%)', '2 ดาว: 0 รีวิว (0%)', '1 ดาว: 0 รีวิว (0%)']);
    const reply = await screen.findByTestId('review-reply');
    expect(reply).toHaveTextContent('คำตอบจากผู้สอน อ.สมศักดิ์');
    expect(reply).toHaveTextContent('ขอบคุณครับ');
    // A visitor is offered neither a reply nor a delete.
    expect(screen.queryByRole('button', { name: /ตอบกลับ|ลบ/ })).toBeNull();
  });

  it('asks the database for the chosen order', async () => {
    const user = userEvent.setup();
    startSignedOut();
    const seen = renderReviews({ course_reviews: () => ({ json: [review(1, 4)] }) });
    const select = await screen.findByRole('combobox', { name: 'เรียงรีวิว' });
    await user.selectOptions(select, 'lowest');
    await waitFor(() =>
      expect(
        seen
          .filter((r) => r.path === 'course_reviews')
          .at(-1)
          ?.url.searchParams.get('order'),
      ).toBe('rating.asc,created_at.desc,id.desc'),
    );
    await user.selectOptions(select, 'highest');
    await waitFor(() =>
      expect(
        seen
          .filter((r) => r.path === 'course_reviews')
          .at(-1)
          ?.url.searchParams.get('order'),
      ).toBe('rating.desc,created_at.desc,id.desc'),
    );
    expect(seen.find((r) => r.path === 'course_reviews')?.url.searchParams.get('order')).toBe('created_at.desc,id.desc');
  });

  it("deletes the learner's own review after a confirmation", async () => {
    const user = userEvent.setup();
    await startSignedIn();
    const seen = renderReviews(
      {
        course_reviews: () => ({ json: [review(1, 4, { user_id: LEARNER_ID }), review(2, 5)] }),
        reviews: () => ({ json: [{ id: 1 }] }),
      },
      true,
    );
    const mine = (await screen.findAllByTestId('review'))[0];
    if (!mine) throw new Error('no review');
    expect(within(mine).getByText('(รีวิวของคุณ)')).toBeInTheDocument();
    // Only one's own review offers the button (loaded for its author alone, so it comes a moment later).
    await within(mine).findByRole('button', { name: 'ลบรีวิว' });
    expect(screen.getAllByRole('button', { name: 'ลบรีวิว' })).toHaveLength(1);
    await user.click(within(mine).getByRole('button', { name: 'ลบรีวิว' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ลบรีวิวของคุณ?' });
    await user.click(within(dialog).getByRole('button', { name: 'ไม่ลบ' }));
    expect(seen.some((r) => r.path === 'reviews')).toBe(false);
    await user.click(within(mine).getByRole('button', { name: 'ลบรีวิว' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยันการลบ' }));
    expect(await screen.findByText('ลบรีวิวแล้ว')).toBeInTheDocument();
    const removal = seen.find((r) => r.path === 'reviews');
    expect(removal?.url.searchParams.get('id')).toBe('eq.1');
  });

  it('lets the instructor or an admin reply, validated in Thai, and sends only the review and the text', async () => {
    const user = userEvent.setup();
    await startSignedIn();
    const seen = renderReviews({
      'rpc/is_course_instructor': () => ({ json: true }),
      course_reviews: () => ({ json: [review(1, 4)] }),
      review_replies: () => ({ status: 201, json: [{ id: 11 }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'ตอบกลับ: ผู้เรียน 1' }));
    // The form loads when opened (decision 0062).
    const field = await screen.findByRole('textbox', { name: 'คำตอบถึง ผู้เรียน 1' });
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(await screen.findByText('กรุณาเขียนคำตอบ')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'ขอบคุณที่รีวิวครับ');
    await user.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(await screen.findByText('บันทึกคำตอบแล้ว')).toBeInTheDocument();
    expect(seen.find((r) => r.path === 'review_replies')?.body).toEqual({ review_id: 1, body: 'ขอบคุณที่รีวิวครับ' });
  });
});
