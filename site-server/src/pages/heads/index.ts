import { articleHead } from './article-head.ts';
import { certificateHead } from './certificate-head.ts';
import { courseHead } from './course-head.ts';
import { instructorHead } from './instructor-head.ts';
import type { HeadSource } from './page-head.ts';

/** Pages whose head (and 404) comes from their record: one file per kind of page. */
export const HEAD_SOURCES: readonly HeadSource[] = [courseHead, articleHead, instructorHead, certificateHead];
