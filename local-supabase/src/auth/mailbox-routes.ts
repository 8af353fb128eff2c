import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppDeps, AppEnv } from '../http/context.ts';

interface MailRow {
  id: string;
  to_email: string;
  kind: string;
  subject: string;
  body: string;
  link: string;
  otp: string | null;
  has_html: boolean;
  created_at: string;
}

const LINK_LABELS: Record<string, string> = {
  signup: 'ยืนยันอีเมล / Confirm e-mail',
  email_change: 'ยืนยันอีเมล / Confirm e-mail',
  invite: 'รับคำเชิญ / Accept the invite',
  magiclink: 'เข้าสู่ระบบ / Sign in',
  recovery: 'ตั้งรหัสผ่านใหม่ / Reset password',
  receipt: 'ดูใบเสร็จ / View receipt',
  welcome: 'เลือกคอร์ส / Browse courses',
  enrollment: 'เริ่มเรียน / Start learning',
  certificate: 'ตรวจสอบใบประกาศนียบัตร / Verify certificate',
  qa_reply: 'อ่านคำตอบ / Read the answer',
  continue_learning: 'เรียนต่อ / Continue',
};

async function listMail(deps: AppDeps, to: string | undefined): Promise<MailRow[]> {
  return deps.db.transaction(null, async (tx) => {
    const result = await tx.query<MailRow>(
      `select id::text as id, to_email, kind, subject, body, link, otp, html is not null as has_html, created_at::text as created_at
         from auth.local_mailbox
        where $1::text is null or lower(to_email) = lower($1)
        -- the number, not the text alias (as text, 10 sorts after 9)
        order by local_mailbox.id desc limit 200`,
      [to ?? null],
    );
    return result.rows;
  });
}

/** The local mailbox: what a real mailer would have delivered (sign-up confirmation, recovery). */
export function createMailboxRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/api/messages', async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const rows = await listMail(deps, to);
    return c.json(
      rows.map((row) => ({
        id: Number(row.id),
        to: row.to_email,
        kind: row.kind,
        subject: row.subject,
        body: row.body,
        link: row.link,
        token: row.otp,
        has_html: row.has_html,
        created_at: row.created_at,
      })),
    );
  });

  // The HTML part as a mail client would show it. Sandboxed: it is the database's HTML, shown on
  // the API's origin, so it may run nothing and submit nothing.
  app.get('/:id/html', async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0) return c.text('Not found', 404);
    const found = await deps.db.transaction(null, (tx) =>
      tx.query<{ html: string | null }>('select html from auth.local_mailbox where id = $1', [id]),
    );
    const body = found.rows[0]?.html;
    if (!body) return c.text('Not found', 404);
    c.header(
      'Content-Security-Policy',
      "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:",
    );
    return c.html(body);
  });

  app.get('/', async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const rows = await listMail(deps, to);
    const items = rows.map(
      (row) =>
        html`<li>
          <p><strong>${row.subject}</strong></p>
          <p>ถึง / To: ${row.to_email} · ${row.created_at}</p>
          <p style="white-space:pre-line">${row.body}</p>
          <p>
            ${row.link ? html`<a href="${row.link}">${LINK_LABELS[row.kind] ?? 'เปิดลิงก์ / Open link'}</a>` : ''}${row.has_html ? html` · <a href="/mailbox/${row.id}/html">ดูแบบ HTML / View as HTML</a>` : ''}
          </p>
        </li>`,
    );
    return c.html(
      html`<!doctype html>
        <html lang="th">
          <head>
            <meta charset="utf-8" />
            <title>กล่องจดหมาย local-supabase / Mailbox</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 48rem;
                margin: 2rem auto;
                padding: 0 1rem;
              }
              li {
                border-bottom: 1px solid #ddd;
                padding: 0.5rem 0;
                list-style: none;
              }
            </style>
          </head>
          <body>
            <h1>กล่องจดหมาย / Mailbox</h1>
            <form method="get">
              <label>ถึง / To <input name="to" type="email" value="${to ?? ''}" /></label> <button>กรอง / Filter</button>
            </form>
            ${
              rows.length === 0
                ? html`<p>ยังไม่มีอีเมล / No e-mail yet</p>`
                : html`<ul>
                    ${items}
                  </ul>`
            }
          </body>
        </html>`,
    );
  });

  return app;
}
