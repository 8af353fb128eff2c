import { Route, Routes } from 'shared/router';
import { NotFoundPage } from 'shared/ui/not-found';
import { CoursesPage } from '../features/courses/components/courses-page.tsx';
import { CourseDetailRoute } from './routes/course-detail-route.tsx';
import { CheckoutRoute } from './routes/checkout-route.tsx';
import { InstructorRoute } from './routes/instructor-route.tsx';
import { BlogPage } from '../features/blog/components/blog-page.tsx';
import { ArticlePage } from '../features/blog/components/article-page.tsx';
import { ROUTE_PATHS } from './route-paths.ts';
import './remote.css';

/** The one exposed entry of mfe-catalog: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  return (
    <Routes>
      <Route path={ROUTE_PATHS.courses} element={<CoursesPage />} />
      <Route path={ROUTE_PATHS.course} element={<CourseDetailRoute />} />
      <Route path={ROUTE_PATHS.lesson} element={<CourseDetailRoute />} />
      <Route path={ROUTE_PATHS.checkout} element={<CheckoutRoute />} />
      <Route path={ROUTE_PATHS.instructor} element={<InstructorRoute />} />
      <Route path={ROUTE_PATHS.blog} element={<BlogPage />} />
      <Route path={ROUTE_PATHS.article} element={<ArticlePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
