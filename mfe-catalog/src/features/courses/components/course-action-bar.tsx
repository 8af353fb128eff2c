import { coursePriceText } from '@shared/db/courses';
import { catalogText } from '../../../config/messages.ts';
import type { CatalogCourse } from '../../../lib/catalog-course.ts';
import type { CourseProgress } from '../../../lib/course-progress.ts';
import { CourseMainAction } from './course-main-action.tsx';

type Props = { course: CatalogCourse; progress: CourseProgress | undefined; continuePath: string | null };

/**
 * On a phone the sidebar comes after the whole curriculum, so the price and the
 * main action also ride in a bar fixed to the bottom of the screen. Hidden from
 * lg up, where the sidebar sits beside the content.
 */
export function CourseActionBar({ course, progress, continuePath }: Props) {
  return (
    <div
      role="region"
      aria-label={catalogText.detail.actionBar}
      data-testid="course-action-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
    >
      <p className="text-xl font-bold text-primary">{coursePriceText(course.current_price ?? course.price)}</p>
      <CourseMainAction course={course} progress={progress} continuePath={continuePath} testId={null} className="min-w-32" />
    </div>
  );
}
