import type { MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from './context.ts';

/**
 * The development pages: the mailbox (recovery and confirmation links) and the
 * local identity provider's account chooser (signs in as anyone). Whoever reads
 * them can take over accounts, so no other origin may read them (no CORS) and
 * they refuse to run on a server reachable from other machines unless
 * LOCAL_SUPABASE_DEV_PAGES=1 says that is intended.
 */
export const isDevPagePath = (path: string): boolean =>
  path === '/mailbox' ||
  path.startsWith('/mailbox/') ||
  path === '/auth/v1/idp' ||
  path.startsWith('/auth/v1/idp/') ||
  // The payment simulator's payer page pays any charge: a dev page too.
  path.startsWith('/gateway/pay/');

const REFUSAL =
  'The mailbox and the local identity provider run only on a loopback HOST (127.0.0.1, ::1, localhost); set LOCAL_SUPABASE_DEV_PAGES=1 to enable them on this address.';

/** 403 for every dev page when config.devPages is off: JSON for the mailbox API, a page for the rest. */
export function devPagesGuard(enabled: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (enabled || !isDevPagePath(c.req.path)) return next();
    if (c.req.path.startsWith('/mailbox/api/')) {
      return c.json({ code: 'dev_pages_disabled', message: REFUSAL }, 403);
    }
    return c.html(
      html`<!doctype html>
        <html lang="th">
          <head>
            <meta charset="utf-8" />
            <title>ปิดใช้งาน / Disabled</title>
          </head>
          <body>
            <h1>หน้านี้ใช้ได้เฉพาะบนเครื่องนี้ / Local only</h1>
            <p>
              กล่องจดหมายและผู้ให้บริการตัวตนจำลองเปิดเฉพาะเมื่อเซิร์ฟเวอร์ฟังที่ loopback (127.0.0.1, ::1, localhost) ตั้ง LOCAL_SUPABASE_DEV_PAGES=1
              เพื่อเปิดใช้งาน
            </p>
            <p>${REFUSAL}</p>
          </body>
        </html>`,
      403,
    );
  };
}
