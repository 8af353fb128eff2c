import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage } from './lazy-page.ts';
import { PageLoadBoundary } from './page-load-boundary.tsx';

const CoursePage = () => <h1>React และ TypeScript</h1>;

function renderPage(Page: () => ReactElement) {
  return render(
    <PageLoadBoundary resetKey="/course/2">
      <Suspense fallback={<p>กำลังโหลด</p>}>
        <Page />
      </Suspense>
    </PageLoadBoundary>,
  );
}

describe('a catalogue page whose code cannot be fetched', () => {
  it('says so in Thai with a retry, and the retry fetches the code again', async () => {
    const load = vi
      .fn<() => Promise<typeof CoursePage>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(CoursePage);
    const { Page } = lazyPage(load);
    renderPage(Page);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('heading', { name: 'React และ TypeScript' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again by itself when the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<typeof CoursePage>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(CoursePage);
    const { Page } = lazyPage(load);
    renderPage(Page);
    await screen.findByRole('alert');
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'React และ TypeScript' })).toBeVisible();
  });

  it('leaves any other error to the boundary around the remote', async () => {
    const Broken = () => {
      throw new Error('a bug, not the network');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const caught: unknown[] = [];
    class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught.push(error);
      }
      override render() {
        return this.state.failed ? <p>ส่วนนี้ของเว็บไซต์ไม่พร้อมใช้งานชั่วคราว</p> : this.props.children;
      }
    }
    const { Page } = lazyPage(() => Promise.resolve(Broken));
    render(
      <Outer>
        <PageLoadBoundary resetKey="/course/2">
          <Suspense fallback={<p>กำลังโหลด</p>}>
            <Page />
          </Suspense>
        </PageLoadBoundary>
      </Outer>,
    );
    expect(await screen.findByText('ส่วนนี้ของเว็บไซต์ไม่พร้อมใช้งานชั่วคราว')).toBeVisible();
    expect(caught).toEqual([new Error('a bug, not the network')]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
