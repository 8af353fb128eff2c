import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export interface IdpAccount {
  identity_id: string;
  name: string;
  email: string;
  avatar_url: string | null;
}

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const PROVIDER_LABELS: Record<string, string> = { google: 'Google', github: 'GitHub', facebook: 'Facebook' };
export const providerLabel = (provider: string): string => PROVIDER_LABELS[provider] ?? provider;

/**
 * The local identity provider's account chooser (like the Firebase auth
 * emulator's): pick an existing account of this provider or make a new one.
 * Every form carries the flow id, which is the unguessable key of the flow.
 */
export function idpPage(flowId: string, provider: string, accounts: IdpAccount[], cancelUrl: string): Html {
  const label = providerLabel(provider);
  const choices = accounts.map(
    (a) =>
      html`<li>
        <form method="post" action="idp/choose">
          <input type="hidden" name="flow" value="${flowId}" />
          <input type="hidden" name="identity_id" value="${a.identity_id}" />
          <button type="submit" class="account">
            ${a.avatar_url ? html`<img src="${a.avatar_url}" alt="" width="32" height="32" />` : ''}
            <span><strong>${a.name}</strong><br />${a.email}</span>
          </button>
        </form>
      </li>`,
  );
  return html`<!doctype html>
    <html lang="th">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>เข้าสู่ระบบด้วย ${label} (จำลอง) / Sign in with ${label} (local)</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 32rem;
            margin: 2rem auto;
            padding: 0 1rem;
          }
          ul {
            list-style: none;
            padding: 0;
          }
          .account {
            display: flex;
            gap: 0.75rem;
            align-items: center;
            width: 100%;
            text-align: left;
            padding: 0.5rem;
            margin: 0.25rem 0;
          }
          label {
            display: block;
            margin: 0.5rem 0;
          }
          input {
            width: 100%;
            padding: 0.4rem;
          }
        </style>
      </head>
      <body>
        <h1>เลือกบัญชี ${label} / Choose a ${label} account</h1>
        <p>ผู้ให้บริการตัวตนจำลองของ local-supabase / local-supabase's local identity provider</p>
        ${
          accounts.length > 0
            ? html`<ul>
                ${choices}
              </ul>`
            : html`<p>ยังไม่มีบัญชี / No account yet</p>`
        }
        <h2>เพิ่มบัญชีใหม่ / Add a new account</h2>
        <form method="post" action="idp/create">
          <input type="hidden" name="flow" value="${flowId}" />
          <label>ชื่อ / Name <input name="name" required maxlength="100" /></label>
          <label>อีเมล / E-mail <input name="email" type="email" required maxlength="255" /></label>
          <label>รูปโปรไฟล์ (URL) / Avatar URL <input name="avatar_url" type="url" maxlength="2048" /></label>
          <button type="submit">ดำเนินการต่อ / Continue</button>
        </form>
        <p><a href="${cancelUrl}">ยกเลิก / Cancel</a></p>
      </body>
    </html>`;
}

export function idpErrorPage(message: string): Html {
  return html`<!doctype html>
    <html lang="th">
      <head>
        <meta charset="utf-8" />
        <title>เกิดข้อผิดพลาด / Error</title>
      </head>
      <body>
        <h1>เข้าสู่ระบบไม่สำเร็จ / Sign-in failed</h1>
        <p>${message}</p>
      </body>
    </html>`;
}
