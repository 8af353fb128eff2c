import { describe, expect, it } from 'vitest';
import { requestedRange, staticResponder, type StaticReply } from './static-files.ts';

const video: StaticReply = { body: Buffer.from('0123456789'), ext: '.mp4', cache: 'public, max-age=86400', key: null, mtime: 0 };

describe('requestedRange', () => {
  it('reads the single byte ranges a video element asks for', () => {
    expect(requestedRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=2-5', 10)).toEqual({ start: 2, end: 5 });
    expect(requestedRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    expect(requestedRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
  });

  it('says unsatisfiable past the end, and ignores what it does not serve (the whole file is then sent)', () => {
    expect(requestedRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(requestedRange(null, 10)).toBeNull();
    expect(requestedRange('bytes=0-1,4-5', 10)).toBeNull();
    expect(requestedRange('items=0-1', 10)).toBeNull();
    expect(requestedRange('bytes=5-2', 10)).toBeNull();
  });
});

describe('staticResponder ranges', () => {
  const respond = staticResponder();

  it('answers 206 with the asked bytes and Content-Range, so a video can seek', async () => {
    const response = respond(new Request('http://x/media/a.mp4', { headers: { Range: 'bytes=2-4' } }), video);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(await response.text()).toBe('234');
  });

  it('answers 200 with the whole file and Accept-Ranges without a Range header, 416 past the end', async () => {
    const whole = respond(new Request('http://x/media/a.mp4'), video);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(await whole.text()).toBe('0123456789');
    const past = respond(new Request('http://x/media/a.mp4', { headers: { Range: 'bytes=50-' } }), video);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */10');
  });
});
