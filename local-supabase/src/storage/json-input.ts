import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { z } from 'zod';
import { storageErrors } from './storage-error.ts';

/** Reads at most `maxBytes` of a request body; more is refused before it is all read. */
export async function readBoundedText(c: Context, maxBytes: number): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > maxBytes) throw storageErrors.entityTooLarge();
  const body = c.req.raw.body;
  if (!body) return '';
  const source = Readable.fromWeb(body);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      source.destroy();
      throw storageErrors.entityTooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON body checked against `schema`; an empty body is `{}` (storage-js sends `{}` for none). */
export async function readJsonInput<S extends z.ZodType>(c: Context, schema: S, maxBytes: number): Promise<z.infer<S>> {
  const text = await readBoundedText(c, maxBytes);
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      throw storageErrors.invalidRequest('Body is not valid JSON');
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw storageErrors.invalidParameter(issue ? `body/${issue.path.join('/')} ${issue.message}` : 'Invalid body');
  }
  return parsed.data;
}
