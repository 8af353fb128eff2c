import { Route, Routes } from 'shared/router';
import { NotFoundPage } from 'shared/ui/not-found';
import { CoursesPage } from '../features/courses/components/courses-page.tsx';
import { CourseDetailRoute } from './routes/course-detail-route.tsx';
import { CheckoutRoute } from './routes/checkout-route.tsx';
import { InstructorRoute } from './routes/instructor-route.tsx';
import { BlogPage } from '../features/blog/components/blog-page.tsx';
import { ArticlePage } from '../features/blog/components/article-page.tsx';
import './remote.css';

/** The one exposed entry of mfe-catalog: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  return (
    <Routes>
      <Route path="/courses" element={<CoursesPage />} />
      <Route path="/course/:id" element={<CourseDetailRoute />} />
      <Route path="/course/:id/lesson/:lessonId" element={<CourseDetailRoute />} />
      <Route path="/checkout/:courseId" element={<CheckoutRoute />} />
      <Route path="/instructor/:id" element={<InstructorRoute />} />
      <Route path="/blog" element={<BlogPage />} />
      <Route path="/blog/:slug" element={<ArticlePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
