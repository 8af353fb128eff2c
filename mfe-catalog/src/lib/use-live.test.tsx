import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useLive } from './use-live.ts';

function Probe() {
  return <p>{useLive() ? 'live' : 'painted'}</p>;
}

describe('useLive', () => {
  it('is false in a server render and true in the browser', () => {
    expect(renderToString(<Probe />)).toContain('painted');
    render(<Probe />);
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
