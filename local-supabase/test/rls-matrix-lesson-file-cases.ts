import type { Client, MatrixCase, Result } from './rls-matrix-cases.ts';

/**
 * Downloadable lesson files (issue 30, decision 0060): the lesson_files rows and the lesson-files
 * bucket, on paid lesson 421 of course 4 (instructor 1's; somchai — "other" — is enrolled, the demo
 * learner is not). The matrix's instructor is at aal1, so only the admin (aal2) writes here; the
 * instructor's aal2 writes are in lesson-files.test.ts. Run in order: upload, list, read, sign, remove.
 */

const OBJECT = '421/matrix-handout.pdf';
const PDF = new TextEncoder().encode('%PDF-1.7\n% matrix handout\n%%EOF\n');

type StorageAnswer = { data: unknown; error: unknown };
/** Storage's refusals as the matrix's words: 403 denied; a signed URL of an object the caller may not see is "not found". */
const storageResult = ({ data, error }: StorageAnswer): Result => {
  if (error === null) return { data: Array.isArray(data) ? data : [data], error: null };
  const status = typeof error === 'object' && 'statusCode' in error ? String(error.statusCode) : 'unknown';
  return { data: null, error: { code: status === '403' ? '42501' : `storage ${status}` } };
};
const files = (db: Client) => db.storage.from('lesson-files');

export const lessonFileCases: MatrixCase[] = [
  {
    table: 'storage.objects (lesson-files)',
    op: 'insert',
    what: 'a PDF for paid lesson 421 of course 4',
    run: (db) => files(db).upload(OBJECT, PDF, { contentType: 'application/pdf' }).then(storageResult),
    expect: { anon: 'denied', learner: 'denied', other: 'denied', instructor: 'denied', admin: 'allowed' },
  },
  {
    table: 'lesson_files',
    op: 'insert',
    what: 'the uploaded PDF listed under lesson 421',
    run: (db) => db.from('lesson_files').insert({ lesson_id: 421, object_name: OBJECT, file_name: 'เอกสารประกอบ.pdf' }).select(),
    expect: { anon: 'denied', learner: 'denied', other: 'denied', instructor: 'denied', admin: 'allowed' },
  },
  {
    table: 'lesson_files',
    op: 'select',
    what: 'the files of lesson 421',
    run: (db) => db.from('lesson_files').select('*').eq('lesson_id', 421),
    expect: { anon: 'denied', learner: 0, other: 1, instructor: 1, admin: 1 },
  },
  {
    table: 'storage.objects (lesson-files)',
    op: 'select',
    what: 'a signed download URL of the PDF',
    run: (db) => files(db).createSignedUrl(OBJECT, 60, { download: true }).then(storageResult),
    expect: { anon: 'error storage 404', learner: 'error storage 404', other: 1, instructor: 1, admin: 1 },
  },
  {
    table: 'lesson_files',
    op: 'delete',
    what: 'the listed PDF of lesson 421',
    run: (db) => db.from('lesson_files').delete().eq('object_name', OBJECT).select(),
    expect: { anon: 'denied', learner: 'none', other: 'none', instructor: 'none', admin: 'allowed' },
  },
  {
    table: 'storage.objects (lesson-files)',
    op: 'delete',
    what: 'the PDF',
    run: (db) => files(db).remove([OBJECT]).then(storageResult),
    expect: { anon: 'none', learner: 'none', other: 'none', instructor: 'none', admin: 'allowed' },
  },
];
