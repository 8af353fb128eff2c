import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CourseRating } from './course-rating.tsx';

describe('CourseRating', () => {
  it('an unrated course reads ยังไม่มีรีวิว, never 0.0 (0)', () => {
    render(<CourseRating rating={0} reviews={0} />);
    expect(screen.getByTestId('course-rating')).toHaveTextContent(/^ยังไม่มีรีวิว$/);
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
  });

  it('a rated course shows its average, named for screen readers, and its count', () => {
    render(<CourseRating rating={4.5} reviews={1234} />);
    expect(screen.getByLabelText('คะแนน 4.5 จาก 5')).toHaveTextContent('4.5');
    expect(screen.getByText('(1,234)')).toBeInTheDocument();
  });

  it('on the course page the count is written out', () => {
    render(<CourseRating rating={4} reviews={3} long />);
    expect(screen.getByText('(3 รีวิว)')).toBeInTheDocument();
  });
});
