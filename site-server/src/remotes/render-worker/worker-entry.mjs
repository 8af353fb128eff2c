// A worker thread starts without its parent's TypeScript loader (tsx), so this
// entry, the only plain JavaScript of the server, registers it and loads the
// typed worker. See isolated-render.ts.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
