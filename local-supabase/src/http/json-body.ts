import type { Context } from 'hono';
import { gotrueError, postgrestError } from './api-error.ts';
import { surfaceOf } from './surface.ts';

/**
 * Reads a JSON body once, answering malformed JSON the way the API asked would:
 * PostgREST `PGRST102`, GoTrue `bad_json`. An empty body is `undefined`.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    throw surfaceOf(c.req.path) === 'auth'
      ? gotrueError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`)
      : postgrestError(400, 'PGRST102', 'Empty or invalid json', reason, null);
  }
}
