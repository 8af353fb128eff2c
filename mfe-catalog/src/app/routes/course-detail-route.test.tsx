import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@shared/platform/router';
import { renderWithProviders, testQueryClient } from '@shared/testing';
import { courseKeys } from '../../features/courses/api/keys.ts';
import { paidCourse } from '../../testing/catalog-rows.ts';
import { toCatalogCourse } from '../../lib/catalog-course.ts';
import { resetTestBackend, startSignedOut, stubBackend, type Answer } from '@shared/testing/stub-backend';
import { CourseDetailRoute } from './course-detail-route.tsx';

const curriculum = [
  {
    id: 1,
    title: 'เริ่มต้น',
    position: 1,
    lessons: [{ id: 11, title: 'แนะนำคอร์ส', type: 'video', duration_minutes: 5, is_preview: true, position: 1 }],
  },
];

// The row the stub answers, and the course the page shows of it.
const { id, title } = toCatalogCourse(paidCourse);

afterEach(resetTestBackend);

describe('CourseDetailRoute', () => {
  it('draws the page once the curriculum is there too, so the preview never pushes the page down', async () => {
    startSignedOut();
    let releaseCurriculum: (answer: Answer) => void = () => undefined;
    stubBackend({
      course_catalog: () => ({ json: paidCourse }),
      course_modules: () => new Promise<Answer>((resolve) => (releaseCurriculum = resolve)),
      // The preview lesson's own read stays pending: its place is already held by the section's skeleton.
      'rpc/get_lesson': () => new Promise<Answer>(() => undefined),
    });
    const client = testQueryClient();
    renderWithProviders(
      <Routes>
        <Route path="/course/:id" element={<CourseDetailRoute />} />
      </Routes>,
      { route: `/course/${id}`, client },
    );

    // The course has arrived, the curriculum has not: still the page's skeleton, not a page missing its preview.
    await waitFor(() => expect(client.getQueryState(courseKeys.detail(id))?.status).toBe('success'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();

    releaseCurriculum({ json: curriculum });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('course-preview-video')).toBeInTheDocument();
  });
});
