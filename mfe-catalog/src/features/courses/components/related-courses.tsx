import { catalogText } from '../../../config/messages.ts';
import { useRelatedCourses } from '../api/get-related-courses.ts';
import { useMyProgress } from '../api/get-my-progress.ts';
import { CourseCard } from './course-card.tsx';

/** "คอร์สที่เกี่ยวข้อง" under a course page: nothing at all when there is none or it failed to load (it is a suggestion). */
export function RelatedCourses({ courseId }: { courseId: number }) {
  const related = useRelatedCourses(courseId);
  const mine = useMyProgress();
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-courses-title" className="grid gap-4" data-testid="related-courses">
      <h2 id="related-courses-title" className="text-2xl font-bold">
        {catalogText.related.title}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {related.data.map((course) => (
          <CourseCard key={course.id} course={course} progress={mine.progress.get(course.id)} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
