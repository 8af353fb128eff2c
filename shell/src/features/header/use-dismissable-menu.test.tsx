import { useCallback, useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDismissableMenu } from './use-dismissable-menu.ts';

function MenuHarness() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismissableMenu(open, close, container, toggle);
  return (
    <>
      <p>outside</p>
      <div ref={container}>
        <button ref={toggle} type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          เมนู
        </button>
        {open ? <a href="#inside">inside link</a> : null}
      </div>
    </>
  );
}

describe('useDismissableMenu', () => {
  it('closes on Escape and puts focus back on the menu button', async () => {
    const user = userEvent.setup();
    render(<MenuHarness />);
    await user.click(screen.getByRole('button', { name: 'เมนู' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'inside link' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'inside link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เมนู' })).toHaveFocus();
  });

  it('closes on a tap outside, and stays open on a tap inside', async () => {
    const user = userEvent.setup();
    render(<MenuHarness />);
    await user.click(screen.getByRole('button', { name: 'เมนู' }));
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('link', { name: 'inside link' }) });
    expect(screen.getByRole('link', { name: 'inside link' })).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('link', { name: 'inside link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เมนู' })).toHaveAttribute('aria-expanded', 'false');
  });
});
