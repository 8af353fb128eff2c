import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './app-error-boundary.tsx';

function Broken(): never {
  throw new Error('render exploded');
}

describe('AppErrorBoundary', () => {
  it('replaces a crashed render with the spec fallback screen (texts and both buttons)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeInTheDocument();
    expect(screen.getByText('เกิดข้อผิดพลาดที่ไม่คาดคิด กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'กลับหน้าแรก' })).toBeInTheDocument();
  });

  it('resets a poisoned URL to its bare path (spec §8: errors mentioning fetch/Headers/Invalid value)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/courses?x=%E0%A4&y=1#frag');
    function Poisoned(): never {
      throw new Error("Failed to execute 'fetch' on 'Window': Invalid value");
    }
    render(
      <AppErrorBoundary>
        <Poisoned />
      </AppErrorBoundary>,
    );
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/courses');
  });
});
