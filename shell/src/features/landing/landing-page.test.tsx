import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@shared/testing';
import { LandingPage } from './landing-page.tsx';

describe('LandingPage', () => {
  it('shows the four hero figures of the spec', () => {
    renderWithProviders(<LandingPage />);
    const figures = screen.getAllByTestId('hero-figure').map((figure) => figure.textContent);
    expect(figures).toEqual(['ผู้เรียน500+', 'คอร์สเรียน50+', 'โปรเจกต์100+', 'ซัพพอร์ต24/7']);
  });

  it('has the three service cards, the first one linking to /courses', () => {
    renderWithProviders(<LandingPage />);
    const services = document.getElementById('services');
    if (!services) throw new Error('#services missing');
    const cards = within(services).getAllByTestId('service-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'คอร์สเรียนวิดีโอ',
      'รับออกแบบเว็บไซต์',
      'ระบบ SaaS สำหรับธุรกิจ',
    ]);
    expect(within(services).getByRole('link', { name: /ดูคอร์สเรียน/ })).toHaveAttribute('href', '/courses');
  });

  it('has the #blog and #about anchors and renders the diagnostics slot after the hero', () => {
    renderWithProviders(<LandingPage diagnostics={<p>การ์ดตรวจสอบ</p>} />);
    expect(document.getElementById('blog')).not.toBeNull();
    expect(document.getElementById('about')).not.toBeNull();
    expect(within(document.getElementById('diagnostics') ?? document.body).getByText('การ์ดตรวจสอบ')).toBeInTheDocument();
  });

  it('shows a Thai error card with retry when the articles cannot be read (no backend client here)', async () => {
    renderWithProviders(<LandingPage />);
    const blog = document.getElementById('blog');
    if (!blog) throw new Error('#blog missing');
    expect(await within(blog).findByRole('alert')).toHaveTextContent('โหลดบทความไม่สำเร็จ');
    expect(within(blog).getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });

  it('links #blog to every article at /blog whatever the articles query does (it is in the pre-rendered HTML)', () => {
    renderWithProviders(<LandingPage />);
    const blog = document.getElementById('blog');
    if (!blog) throw new Error('#blog missing');
    expect(within(blog).getByRole('link', { name: 'ดูบทความทั้งหมด' })).toHaveAttribute('href', '/blog');
  });
});
