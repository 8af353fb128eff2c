import { startDevHarness } from '@shared/dev-harness';
import RemoteApp from '../app/remote-app.tsx';

// Standalone development: the same platform (config, Supabase client, auth bus, providers, toaster) as inside the shell.
startDevHarness(RemoteApp);
