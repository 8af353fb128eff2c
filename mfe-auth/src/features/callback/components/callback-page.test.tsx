import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from '@shared/platform/router';
import { renderWithProviders } from '@shared/testing';
import { th } from '@shared/messages';
import { CallbackPage } from './callback-page.tsx';

describe('CallbackPage', () => {
  it('shows the spinner texts, then sends a failed sign-in back to /login', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/auth/callback" element={<CallbackPage />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>,
      // The provider refused: no code to exchange, so nothing reaches the network.
      { route: '/auth/callback?error=access_denied&error_description=denied' },
    );
    expect(screen.getByText(th.auth.verifying)).toBeInTheDocument();
    expect(screen.getByText(th.auth.pleaseWait)).toBeInTheDocument();
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
