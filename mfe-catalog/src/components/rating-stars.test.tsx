import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RatingStars } from './rating-stars.tsx';

const fills = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-fill]')].map((star) => Number(star.getAttribute('data-fill')));

describe('RatingStars', () => {
  it.each([
    [4.5, [1, 1, 1, 1, 0.5]],
    [4.7, [1, 1, 1, 1, 0.7]],
    [3.2, [1, 1, 1, 0.2, 0]],
    [5, [1, 1, 1, 1, 1]],
    [0, [0, 0, 0, 0, 0]],
  ])('%s fills the stars %j, not five full stars', (value, expected) => {
    const { container } = render(<RatingStars value={value} />);
    expect(fills(container)).toEqual(expected);
  });

  it('draws the fraction as the width of the filled star', () => {
    const { container } = render(<RatingStars value={4.7} />);
    const fifth = container.querySelectorAll('[data-fill]')[4];
    expect(fifth?.querySelector<HTMLElement>('.overflow-hidden')?.style.width).toBe('70%');
  });

  it('is an image named with its score; decorative beside a number that says it', () => {
    const { container, rerender } = render(<RatingStars value={4.7} />);
    expect(screen.getByRole('img', { name: 'คะแนน 4.7 จาก 5' })).toBeInTheDocument();
    rerender(<RatingStars value={4.7} decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
