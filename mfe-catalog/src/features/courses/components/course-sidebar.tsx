import { Link } from '@shared/platform/router';
import { Award, BookOpen, Check, Clock, Globe, Infinity as InfinityIcon, PlayCircle } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Card, CardContent } from '@shared/ui/card';
import { Progress } from '@shared/ui/progress';
import { formatDuration } from '@shared/messages/format';
import { CourseImage } from '@shared/ui/course-image';
import { CoursePriceTag } from '../../../components/course-price-tag.tsx';
import { catalogText } from '../../../config/messages.ts';
import type { CatalogCourse } from '../../../lib/catalog-course.ts';
import type { CourseProgress } from '../../../lib/course-progress.ts';
import { CourseMainAction } from './course-main-action.tsx';

type Props = {
  course: CatalogCourse;
  progress: CourseProgress | undefined;
  /** Path of the first free preview lesson, if the course has one. */
  previewPath: string | null;
  /** Where "continue" goes (first unfinished lesson). */
  continuePath: string | null;
};

export function CourseSidebar({ course, progress, previewPath, continuePath }: Props) {
  const t = catalogText.detail;
  const percent = progress?.progress_percent ?? 0;
  return (
    <Card className="overflow-hidden lg:sticky lg:top-20">
      <CourseImage src={course.image_url} priority />
      <CardContent className="grid gap-4 pt-4">
        {previewPath ? (
          <Button asChild variant="outline">
            <Link to={previewPath}>
              <PlayCircle aria-hidden="true" />
              {t.preview}
            </Link>
          </Button>
        ) : null}
        <CoursePriceTag
          price={course.price}
          salePrice={course.sale_price ?? null}
          saleEndsAt={course.sale_ends_at ?? null}
          className="text-3xl"
        />
        {progress ? (
          <div className="grid gap-2" data-testid="sidebar-progress">
            <div className="flex justify-between text-sm">
              <span>{t.progress}</span>
              <span className="font-semibold">{`${percent}%`}</span>
            </div>
            <Progress value={percent} aria-label={`${t.progress} ${percent}%`} />
            {progress.completed_at ? <p className="text-sm font-medium text-success">{t.completed}</p> : null}
            <CourseMainAction course={course} progress={progress} continuePath={continuePath} />
          </div>
        ) : (
          <CourseMainAction course={course} progress={progress} continuePath={continuePath} size="lg" />
        )}
        <ul className="grid gap-2 text-sm">
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" />
            {`${t.facts.duration}: ${formatDuration(course.duration_minutes)}`}
          </li>
          <li className="flex items-center gap-2">
            <BookOpen aria-hidden="true" className="size-4" />
            {`${t.facts.lessons}: ${course.lessons_count}`}
          </li>
          <li className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-4" />
            {`${t.facts.language}: ${course.language ?? 'ไทย'}`}
          </li>
          <li className="flex items-center gap-2">
            <InfinityIcon aria-hidden="true" className="size-4" />
            {t.facts.lifetime}
          </li>
          <li className="flex items-center gap-2">
            <Award aria-hidden="true" className="size-4" />
            {t.facts.certificate}
          </li>
        </ul>
        {course.features && course.features.length > 0 ? (
          <section className="grid gap-2 border-t pt-4">
            <h2 className="font-semibold">{t.features}</h2>
            <ul className="grid gap-1.5 text-sm">
              {course.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {f}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
