import { describe, expect, it } from 'vitest';
import { visitorDatabase } from '../../backend/visitor-database.ts';
import { fakeRestBackend } from '../../backend/testing/fake-rest-backend.ts';
import { certificateHead } from './certificate-head.ts';
import { courseHead } from './course-head.ts';
import { instructorHead } from './instructor-head.ts';

const backend = { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon' };

/**
 * instructor_profiles knows instructor 1 (and 2, whose view row has no name); course_catalog knows course 3, whose
 * view row has no summary; verify_certificate knows one code; `down` reaches nothing.
 */
function dbOf(down = false) {
  const { send, asked } = fakeRestBackend(({ relation, params }) => {
    if (down) throw new TypeError('fetch failed');
    if (relation === 'instructor_profiles' && params.get('id') === 'eq.1')
      return [{ name: 'อ.สมศักดิ์ ใจดี', title: 'วิศวกรซอฟต์แวร์', bio: 'สอน Python', avatar_url: null }];
    if (relation === 'instructor_profiles' && params.get('id') === 'eq.2')
      return [{ name: null, title: null, bio: null, avatar_url: null }];
    if (relation === 'course_catalog' && params.get('id') === 'eq.3') return [{ title: 'Git ฟรี', description: null, image_url: null }];
    if (relation === 'rpc/verify_certificate' && params.get('p_code') === 'RC-2026-ABC123') return [{ course_title: 'Python พื้นฐาน' }];
    return [];
  });
  return { asked, db: visitorDatabase(1_000, send)(backend) };
}

describe('the instructor page head', () => {
  it("titles /instructor/1 with the instructor's name", async () => {
    const { db } = dbOf();
    expect(await instructorHead.head({ id: '1' }, db)).toEqual({
      head: { title: 'อ.สมศักดิ์ ใจดี | เรียนโค้ด', description: 'สอน Python', image: undefined, type: 'profile' },
    });
  });

  it('answers not found for an id that is nobody, and for one that is no id, without asking', async () => {
    const { db, asked } = dbOf();
    expect(await instructorHead.head({ id: '999999' }, db)).toEqual({ notFound: true });
    expect(await instructorHead.head({ id: 'abc' }, db)).toEqual({ notFound: true });
    expect(asked).toEqual(['instructor_profiles?select=name,title,bio,avatar_url&id=eq.999999']);
  });

  it("keeps the site's head (a 200, no 404) for an instructor the view gives no name", async () => {
    expect(await instructorHead.head({ id: '2' }, dbOf().db)).toBeNull();
  });

  it('keeps the page (no 404) when the backend cannot say', async () => {
    expect(await instructorHead.head({ id: '1' }, dbOf(true).db)).toBeNull();
  });
});

describe('the certificate page head', () => {
  it('titles an issued certificate with its course, never the learner', async () => {
    const { db } = dbOf();
    const answer = await certificateHead.head({ code: 'rc-2026-abc123' }, db);
    expect(answer).toEqual({
      head: { title: 'ใบประกาศนียบัตร Python พื้นฐาน | เรียนโค้ด', description: 'ตรวจสอบใบประกาศนียบัตรเลขที่ RC-2026-ABC123 ที่ออกโดยเรียนโค้ด' },
    });
  });

  it('answers not found for /certificate/XYZ without asking, and for a well-formed code never issued', async () => {
    const { db, asked } = dbOf();
    expect(await certificateHead.head({ code: 'XYZ' }, db)).toEqual({ notFound: true });
    expect(asked).toEqual([]);
    expect(await certificateHead.head({ code: 'RC-2026-ZZZZZZ' }, db)).toEqual({ notFound: true });
    expect(asked).toEqual(['rpc/verify_certificate?p_code=RC-2026-ZZZZZZ&select=course_title']);
  });

  it('keeps the page (no 404) when the backend cannot say', async () => {
    expect(await certificateHead.head({ code: 'RC-2026-ABC123' }, dbOf(true).db)).toBeNull();
  });
});

describe('the course page head', () => {
  it('describes a course the view gives no summary by its title', async () => {
    expect(await courseHead.head({ id: '3' }, dbOf().db)).toEqual({
      head: { title: 'Git ฟรี | เรียนโค้ด', description: 'Git ฟรี', image: undefined, type: 'website' },
    });
  });
});
