/** @jsxRuntime automatic */
// The site server imports this file through tsx, whose JSX setting follows the tsconfig of wherever it was
// started (the repository's root has none): the pragma keeps its JSX on React's automatic runtime everywhere.
import { renderToString } from 'react-dom/server';
// Server-only (the site server, in Node): the one router API the site itself does not need.
import { StaticRouter } from 'react-router-dom';
import { readLandingShelves, type LandingShelves } from '../src/features/landing/api/get-landing-courses.ts';
import { CourseShelvesSlot } from '../src/features/landing/components/course-shelves.tsx';

/**
 * The landing's course shelves for the site server (issue 31 item 3): the slot element as
 * CourseShelves renders it for `answer` (landing_courses as the REST API answered it), its data in
 * an attribute the page seeds its cache from before hydrating; null when the answer is not the
 * shelves (the page then loads them itself).
 */
export function renderCourseShelves(answer: unknown): string | null {
  let shelves: LandingShelves;
  try {
    shelves = readLandingShelves(answer);
  } catch {
    return null;
  }
  return renderToString(
    <StaticRouter location="/">
      <CourseShelvesSlot shelves={shelves} />
    </StaticRouter>,
  );
}
