import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@shared/platform/query';
import { renderLanding } from '../prerender/render-pages.tsx';
import { VisitorLandingApp } from './visitor-landing-app.tsx';

afterEach(() => queryClient.clear());

describe('VisitorLandingApp', () => {
  it('renders exactly the markup the build pre-renders for "/" with the whole app, so it can take that page over in place', () => {
    window.history.replaceState(null, '', '/');
    const prerendered = renderLanding();
    const visitors = renderToString(
      <StrictMode>
        <VisitorLandingApp />
      </StrictMode>,
    );
    expect(prerendered).toContain('id="hero-title"');
    expect(visitors).toBe(prerendered);
  });
});
