import type { Context } from 'hono';
import { z } from 'zod';
import { gotrueError } from '../http/api-error.ts';
import { readJsonBody } from '../http/json-body.ts';

/** Parses a GoTrue JSON body against a schema: malformed JSON → bad_json, wrong shape → validation_failed. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw = (await readJsonBody(c)) ?? {};
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    throw gotrueError(400, 'validation_failed', `Invalid request body: ${where}${first?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

// GoTrue's validateEmail uses checkmail.ValidateFormat: this pattern, so `xx:;x@x.x` is refused as on hosted.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw gotrueError(400, 'validation_failed', 'An email address is required');
  }
  const email = value.trim().toLowerCase();
  if (email.length > 255) throw gotrueError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL.test(email)) {
    throw gotrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

/** GoTrue's validatePhone: a leading `+` and spaces dropped, then E.164 digits (hosted's wording on failure). */
export function normalisePhone(value: string): string {
  const phone = value.replace(/^\+/, '').replace(/ /g, '');
  if (!/^[1-9]\d{1,14}$/.test(phone)) {
    throw gotrueError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return phone;
}

export const metadata = z.record(z.string(), z.unknown());

/** PKCE parameters as supabase-js sends them with signUp, recover and updateUser. */
export const pkceFields = {
  code_challenge: z.string().min(43).max(128).optional().nullable(),
  code_challenge_method: z.enum(['s256', 'S256', 'plain']).optional().nullable(),
};
