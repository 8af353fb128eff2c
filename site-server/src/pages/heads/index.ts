import { courseHead } from './course-head.ts';
import type { HeadSource } from './page-head.ts';

/** Pages whose head (and 404) comes from their record. Articles (`/blog/:slug`) join with one file of their own. */
export const HEAD_SOURCES: readonly HeadSource[] = [courseHead];
