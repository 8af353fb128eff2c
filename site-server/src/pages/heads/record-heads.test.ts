import { describe, expect, it } from 'vitest';
import type { ReadRest } from '../../backend/read-rest.ts';
import { certificateHead } from './certificate-head.ts';
import { instructorHead } from './instructor-head.ts';

const backend = { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon' };

/** instructor_profiles knows instructor 1; verify_certificate knows one code; `down` answers nothing. */
function restOf(down = false) {
  const asked: string[] = [];
  const rest: ReadRest = <T>(_backend: unknown, path: string) => {
    asked.push(path);
    if (down) return Promise.resolve(null);
    if (path === 'instructor_profiles?select=name,title,bio,avatar_url&id=eq.1')
      return Promise.resolve([{ name: 'อ.สมศักดิ์ ใจดี', title: 'วิศวกรซอฟต์แวร์', bio: 'สอน Python', avatar_url: null }] as T);
    if (path === 'rpc/verify_certificate?p_code=RC-2026-ABC123') return Promise.resolve([{ course_title: 'Python พื้นฐาน' }] as T);
    return Promise.resolve([] as T);
  };
  return { asked, read: { rest, backend } };
}

describe('the instructor page head', () => {
  it("titles /instructor/1 with the instructor's name", async () => {
    const { read } = restOf();
    expect(await instructorHead.head({ id: '1' }, read)).toEqual({
      head: { title: 'อ.สมศักดิ์ ใจดี | เรียนโค้ด', description: 'สอน Python', image: undefined, type: 'profile' },
    });
  });

  it('answers not found for an id that is nobody, and for one that is no id, without asking', async () => {
    const { read, asked } = restOf();
    expect(await instructorHead.head({ id: '999999' }, read)).toEqual({ notFound: true });
    expect(await instructorHead.head({ id: 'abc' }, read)).toEqual({ notFound: true });
    expect(asked).toHaveLength(1);
  });

  it('keeps the page (no 404) when the backend cannot say', async () => {
    expect(await instructorHead.head({ id: '1' }, restOf(true).read)).toBeNull();
  });
});

describe('the certificate page head', () => {
  it('titles an issued certificate with its course, never the learner', async () => {
    const { read } = restOf();
    const answer = await certificateHead.head({ code: 'rc-2026-abc123' }, read);
    expect(answer).toEqual({
      head: { title: 'ใบประกาศนียบัตร Python พื้นฐาน | เรียนโค้ด', description: 'ตรวจสอบใบประกาศนียบัตรเลขที่ RC-2026-ABC123 ที่ออกโดยเรียนโค้ด' },
    });
  });

  it('answers not found for /certificate/XYZ without asking, and for a well-formed code never issued', async () => {
    const { read, asked } = restOf();
    expect(await certificateHead.head({ code: 'XYZ' }, read)).toEqual({ notFound: true });
    expect(asked).toEqual([]);
    expect(await certificateHead.head({ code: 'RC-2026-ZZZZZZ' }, read)).toEqual({ notFound: true });
  });

  it('keeps the page (no 404) when the backend cannot say', async () => {
    expect(await certificateHead.head({ code: 'RC-2026-ABC123' }, restOf(true).read)).toBeNull();
  });
});
