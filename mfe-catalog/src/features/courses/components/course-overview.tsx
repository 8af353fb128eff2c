import { Check } from 'lucide-react';
import { catalogText } from '../../../config/messages.ts';
import type { CatalogCourse } from '../../../lib/catalog-course.ts';

function ListSection({ title, items, icon }: { title: string; items: string[]; icon?: boolean }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className={icon ? 'grid gap-2 sm:grid-cols-2' : 'list-disc ps-6'}>
        {items.map((item) => (
          <li key={item} className={icon ? 'flex gap-2' : undefined}>
            {icon ? <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" /> : null}
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CourseOverview({ course }: { course: CatalogCourse }) {
  return (
    <div className="grid gap-6">
      <section className="grid gap-2">
        <h3 className="text-lg font-semibold">{catalogText.detail.about}</h3>
        <p className="whitespace-pre-line leading-relaxed">{course.long_description ?? course.description}</p>
      </section>
      <ListSection title={catalogText.detail.whatYouLearn} items={course.what_you_learn ?? []} icon />
      <ListSection title={catalogText.detail.requirements} items={course.requirements ?? []} />
      {course.subtitles && course.subtitles.length > 0 ? (
        <p className="text-sm text-muted-foreground">{`${catalogText.detail.subtitles}: ${course.subtitles.join(', ')}`}</p>
      ) : null}
    </div>
  );
}
