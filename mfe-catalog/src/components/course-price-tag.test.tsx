import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { CoursePriceTag } from './course-price-tag.tsx';

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describe('CoursePriceTag', () => {
  it('renders a running sale on the server with its end date (no clock), so the page hydrates to the same markup', () => {
    const html = renderToString(<CoursePriceTag price={3290} salePrice={2290} saleEndsAt={inHours(30)} />);
    expect(html).toContain('฿2,290');
    expect(html).toContain('<s');
    expect(html).toContain('ลดราคาถึง');
    expect(html).not.toContain('role="timer"');
  });

  it('counts down once live, the list price struck through and named', async () => {
    render(<CoursePriceTag price={3290} salePrice={2290} saleEndsAt={inHours(2)} />);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^0[01]:\d\d:\d\d$/);
    expect(screen.getByLabelText('ราคาปกติ ฿3,290')).toHaveTextContent('฿3,290');
    expect(screen.getByTestId('course-price')).toHaveTextContent('฿2,290');
  });

  it('shows the list price alone once the sale has ended, as the database then charges', () => {
    render(<CoursePriceTag price={3290} salePrice={2290} saleEndsAt={inHours(-1)} />);
    expect(screen.getByTestId('course-price')).toHaveTextContent(/^฿3,290$/);
    expect(screen.queryByTestId('sale-countdown')).not.toBeInTheDocument();
  });
});
