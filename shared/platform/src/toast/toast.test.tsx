import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_TOP_OFFSET, Toaster, toast } from './toast.tsx';

describe('the site toaster', () => {
  it('places toasts below the sticky header (4rem), on a desktop and on a phone', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('บันทึกแล้ว');
    });
    const list = (await screen.findByText('บันทึกแล้ว')).closest('ol');
    expect(list?.style.getPropertyValue('--offset-top')).toBe(TOAST_TOP_OFFSET);
    expect(list?.style.getPropertyValue('--mobile-offset-top')).toBe(TOAST_TOP_OFFSET);
    expect(TOAST_TOP_OFFSET).toMatch(/^calc\(4rem \+ 1px \+ /);
  });
});

describe('the toaster before the first toast', () => {
  it('renders nothing and has not loaded sonner; the first toast loads it and shows', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('sonner', async (original) => {
      loaded();
      return original();
    });
    const fresh = await import('./toast.tsx');
    const { container } = render(<fresh.Toaster />);
    expect(container.innerHTML).toBe('');
    expect(loaded).not.toHaveBeenCalled();
    act(() => {
      fresh.toast.error('ไม่สำเร็จ');
    });
    expect(await screen.findByText('ไม่สำเร็จ')).toBeInTheDocument();
    expect(loaded).toHaveBeenCalledTimes(1);
    vi.doUnmock('sonner');
  });
});
