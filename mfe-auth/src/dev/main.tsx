import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHarness } from '@shared/app-root/dev-harness';
import RemoteApp from '../app/remote-app.tsx';

// Standalone development: the same platform (config, Supabase client, auth bus,
// providers, toaster) as inside the shell, without the shell.
const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <DevHarness>
        <RemoteApp />
      </DevHarness>
    </StrictMode>,
  );
