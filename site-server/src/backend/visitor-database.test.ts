import { describe, expect, it } from 'vitest';
import { answerOrNull, visitorDatabase } from './visitor-database.ts';
import { fakeRestBackend } from './testing/fake-rest-backend.ts';

const backend = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon.key.value' };

describe('the database as a visitor reads it', () => {
  it('sends the anon key alone, to the backend /config.json names', async () => {
    const headers: Headers[] = [];
    const urls: string[] = [];
    const send: typeof fetch = (input, init) => {
      headers.push(new Headers(init?.headers));
      urls.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(Response.json([{ title: 'a', description: 'b' }]));
    };
    const db = visitorDatabase(1_000, send)(backend);
    expect(await answerOrNull(db.from('site_seo').select('title, description').eq('path', '/'))).toEqual([
      { title: 'a', description: 'b' },
    ]);
    expect(urls[0]).toMatch(/^http:\/\/127\.0\.0\.1:54321\/rest\/v1\/site_seo\?/);
    expect(headers[0]?.get('apikey')).toBe('anon.key.value');
    expect(headers[0]?.get('Authorization')).toBe('Bearer anon.key.value');
  });

  it('gives up on a backend that does not answer within its time: null, not a page held back', async () => {
    // A backend that accepts the request and never answers: only the deadline's abort ends it.
    const hung: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    const db = visitorDatabase(50, hung)(backend);
    expect(await answerOrNull(db.from('course_catalog').select('id'))).toBeNull();
  });

  it('says null for a backend that cannot be reached or refuses, and [] for nothing there', async () => {
    const down = fakeRestBackend(() => {
      throw new TypeError('fetch failed');
    });
    expect(await answerOrNull(visitorDatabase(1_000, down.send)(backend).from('course_catalog').select('id'))).toBeNull();
    const refusing: typeof fetch = () => Promise.resolve(Response.json({ code: '42501', message: 'denied' }, { status: 401 }));
    expect(await answerOrNull(visitorDatabase(1_000, refusing)(backend).from('course_catalog').select('id'))).toBeNull();
    const empty = fakeRestBackend(() => []);
    expect(await answerOrNull(visitorDatabase(1_000, empty.send)(backend).from('course_catalog').select('id'))).toEqual([]);
  });
});
