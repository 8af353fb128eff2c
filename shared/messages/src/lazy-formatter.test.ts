import { describe, expect, it, vi } from 'vitest';
import { lazyFormatter } from './lazy-formatter.ts';

describe('lazyFormatter', () => {
  it('makes nothing until first asked, then makes the formatter once', () => {
    const make = vi.fn(() => new Intl.NumberFormat('th-TH'));
    const formatter = lazyFormatter(make);
    expect(make).not.toHaveBeenCalled();
    expect(formatter().format(1790)).toBe('1,790');
    expect(formatter()).toBe(formatter());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
