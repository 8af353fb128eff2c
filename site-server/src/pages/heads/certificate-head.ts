import { answerOrNull } from '../../backend/visitor-database.ts';
import { recordTitle, type HeadSource } from './page-head.ts';

/** The database's own format (certificates.code check), upper-cased as the page normalises it. */
const CERTIFICATE_CODE = /^RC-[0-9]{4}-[0-9A-Z]{6,16}$/;

/**
 * `/certificate/{code}`: a code that was never issued answers 404 (the app shows "not found"
 * too), so a forged link is not a page that looks verified to a crawler or a link preview. Read
 * through verify_certificate, the public check anyone may call (a GET, as it changes nothing);
 * the learner's name stays out of the head, which link previews copy.
 */
export const certificateHead: HeadSource = {
  route: '/certificate/:code',
  head: async ({ code }, db) => {
    const normalised = code?.trim().toUpperCase() ?? '';
    if (!CERTIFICATE_CODE.test(normalised)) return { notFound: true };
    const rows = await answerOrNull(db.rpc('verify_certificate', { p_code: normalised }, { get: true }).select('course_title'));
    if (!rows) return null; // the backend could not say: the page keeps the site's head, and a 200
    const [certificate] = rows;
    if (!certificate) return { notFound: true };
    return {
      head: {
        title: recordTitle(`ใบประกาศนียบัตร ${certificate.course_title}`),
        description: `ตรวจสอบใบประกาศนียบัตรเลขที่ ${normalised} ที่ออกโดยเรียนโค้ด`,
      },
    };
  },
};
