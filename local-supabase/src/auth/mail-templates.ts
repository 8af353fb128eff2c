import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_TEMPLATES_DIR } from 'supabase/schema-files';
import type { AuthMail, MailKind } from './auth-mail.ts';

/**
 * The auth e-mails that have the school's HTML template (supabase/templates/<kind>.html, the
 * files hosted Supabase is pointed at in config.toml). The others stay GoTrue's plain text.
 */
const TEMPLATED: ReadonlySet<MailKind> = new Set(['recovery']);

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const cache = new Map<MailKind, string>();

function templateOf(kind: MailKind): string {
  const cached = cache.get(kind);
  if (cached !== undefined) return cached;
  const text = readFileSync(join(EMAIL_TEMPLATES_DIR, `${kind}.html`), 'utf8');
  cache.set(kind, text);
  return text;
}

/**
 * The mail's HTML as hosted GoTrue renders the template (Go's html/template escapes each value),
 * or null for a kind without one. Only the variables the school's templates use are filled.
 */
export function renderMailHtml(mail: AuthMail): string | null {
  if (!TEMPLATED.has(mail.kind)) return null;
  const values: Record<string, string> = { ConfirmationURL: mail.link, Token: mail.otp, Email: mail.to };
  return templateOf(mail.kind).replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? escapeHtml(values[name] ?? '') : whole,
  );
}
