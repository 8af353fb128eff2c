import { Route, Routes } from '@shared/platform/router';
import { NotFoundPage } from '@shared/ui/not-found';
import { AdminGuard } from './routes/admin-guard.tsx';
import { AdminPage } from './routes/admin-page.tsx';
import { CourseEditorPage } from './routes/course-editor-page.tsx';
import { StudioGuard } from './routes/studio-guard.tsx';
import { StudioPage } from '../features/studio/components/studio-page.tsx';
import { CourseAuthoringPage } from '../features/studio/components/course-authoring-page.tsx';
import { ROUTE_PATHS } from './route-paths.ts';
import './remote.css';

/** The one exposed entry of mfe-admin: its own routes, rendered inside the shell's router. */
export default function RemoteApp() {
  return (
    <Routes>
      <Route
        path={ROUTE_PATHS.admin}
        element={
          <AdminGuard>
            <AdminPage />
          </AdminGuard>
        }
      />
      <Route
        path={ROUTE_PATHS.courseEditor}
        element={
          <AdminGuard>
            <CourseEditorPage />
          </AdminGuard>
        }
      />
      <Route
        path={ROUTE_PATHS.studio}
        element={
          <StudioGuard>
            <StudioPage />
          </StudioGuard>
        }
      />
      <Route
        path={ROUTE_PATHS.studioCourse}
        element={
          <StudioGuard>
            <CourseAuthoringPage />
          </StudioGuard>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
