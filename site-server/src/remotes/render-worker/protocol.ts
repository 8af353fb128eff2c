import type { ServerRenderRequest } from '@shared/delivery-contract';

/** What the server hands a render worker when it starts it: the remote's module, already on disk. */
export interface RenderWorkerData {
  moduleFile: string;
}

/** Server → worker: render one page. */
export interface RenderTask {
  id: number;
  request: ServerRenderRequest;
}

/** Worker → server. `page` is whatever the remote's render returned; the server checks it. */
export type RenderWorkerMessage =
  { type: 'ready' } | { type: 'rendered'; id: number; page: unknown } | { type: 'failed'; id: number; message: string };
