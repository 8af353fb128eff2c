import { remotePageRenderer } from '@shared/app-root/server-render';
import { coursesQueryOptions } from '../features/courses/api/get-courses.ts';
import { catalogStatsQueryOptions } from '../features/courses/api/get-catalog-stats.ts';
import { courseQueryOptions } from '../features/courses/api/get-course.ts';
import { relatedCoursesQueryOptions } from '../features/courses/api/get-related-courses.ts';
import { instructorStatsQueryOptions } from '../features/courses/api/get-instructor-stats.ts';
import { parseFilters } from '../features/courses/lib/course-filters.ts';
import { curriculumQuery } from '@shared/db/lessons';
import { prefetchCoursePreview } from '../features/courses/api/prefetch-course-preview.ts';
import { courseIdSchema } from '../lib/course-schemas.ts';
import { courseReviewsQueryOptions } from '../features/reviews/api/get-course-reviews.ts';
import { ratingCountsQueryOptions } from '../features/reviews/api/get-rating-counts.ts';
import { articleQueryOptions } from '../features/blog/api/get-article.ts';
import { articlesQueryOptions } from '../features/blog/api/get-articles.ts';
import { readBlogPage } from '../features/blog/api/article-schemas.ts';
import { preloadArticleBody } from '../features/blog/components/article-body.tsx';
import { instructorCoursesQueryOptions } from '../features/courses/api/get-instructor-courses.ts';
import { instructorIdSchema, instructorProfileQueryOptions } from '../features/instructors/api/get-instructor-profile.ts';
import RemoteApp, { PAGES } from './remote-app.tsx';
import { ROUTE_PATHS } from './route-paths.ts';

/**
 * The catalogue's pages as the server renders them (decision 0031): the
 * course list with its filters, sort and page from the URL and the live counts, a course's page with its
 * curriculum, instructor and preview video, an instructor's page, the blog's list and an
 * article with its body (decision 0032). A lesson's page is mfe-learner's (decision 0065).
 */
// Every page's code, before the first render: a render to a string does not wait for a page to load.
await Promise.all(Object.values(PAGES).map((page) => page.preload()));

export const render = remotePageRenderer(RemoteApp, [
  {
    path: ROUTE_PATHS.courses,
    worksBeforeApp: true,
    prefetch: ({ searchParams, queryClient }) =>
      Promise.all([queryClient.query(coursesQueryOptions(parseFilters(searchParams))), queryClient.query(catalogStatsQueryOptions())]),
  },
  {
    path: ROUTE_PATHS.course,
    worksBeforeApp: true,
    prefetch: async ({ params, queryClient }) => {
      const id = courseIdSchema.safeParse(params.id);
      if (!id.success) return; // the page says the course was not found, without a query
      const [course, curriculum] = await Promise.all([
        queryClient.query(courseQueryOptions(id.data)),
        queryClient.query(curriculumQuery(id.data)),
        queryClient.query(relatedCoursesQueryOptions(id.data)),
        // Not drawn until the รีวิว tab opens, but the visitor's likeliest first press (bench:web times it): with the
        // answers in the page, the live tab shows them without a round trip on a slow network.
        queryClient.query(courseReviewsQueryOptions(id.data)),
        queryClient.query(ratingCountsQueryOptions(id.data)),
      ]);
      await Promise.all([
        course?.instructor_id != null ? queryClient.query(instructorStatsQueryOptions(course.instructor_id)) : null,
        // The preview plays on the page as it arrives (issue 31).
        prefetchCoursePreview(queryClient, curriculum),
      ]);
    },
  },
  {
    path: ROUTE_PATHS.instructor,
    worksBeforeApp: true,
    prefetch: async ({ params, queryClient }) => {
      const id = instructorIdSchema.safeParse(params.id);
      if (!id.success) return;
      await Promise.all([
        queryClient.query(instructorProfileQueryOptions(id.data)),
        queryClient.query(instructorCoursesQueryOptions(id.data)),
      ]);
    },
  },
  {
    path: ROUTE_PATHS.blog,
    worksBeforeApp: true,
    prefetch: ({ searchParams, queryClient }) => queryClient.query(articlesQueryOptions(readBlogPage(searchParams.get('page') ?? 1))),
  },
  {
    // Not worksBeforeApp: opening an article counts a reading (count-article-view.ts), which needs the app.
    path: ROUTE_PATHS.article,
    // The body's renderer loads before rendering, so the article's text is in the HTML.
    prefetch: ({ params, queryClient }) => Promise.all([queryClient.query(articleQueryOptions(params.slug ?? '')), preloadArticleBody()]),
  },
]);
