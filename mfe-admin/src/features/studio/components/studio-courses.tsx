import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { Label } from '@shared/ui/label';
import { NativeSelect } from '@shared/ui/select';
import { StatusBadge } from '@shared/ui/badge';
import { toast } from '@shared/platform/toast';
import { formatNumber } from '@shared/messages/format';
import { studioTh } from '../../../config/studio-messages.ts';
import { useStudioCourses } from '../api/studio-overview.ts';
import { useCreateCourse } from '../api/studio-course.ts';
import { CATEGORIES, categoryLabel } from '@shared/db/courses';
import { studioErrorMessage } from '../../../lib/studio-error.ts';
import { SectionState } from './section-state.tsx';
import { StudentsDialog } from './students-dialog.tsx';

const t = studioTh.courses;

/** The instructor's courses with status and figures, and the form that starts a new draft course. */
export function StudioCourses() {
  const courses = useStudioCourses();
  const [students, setStudents] = useState<{ id: number; title: string } | null>(null);
  return (
    <section aria-labelledby="studio-courses" className="grid gap-4">
      <h2 id="studio-courses" className="text-xl font-semibold">
        {studioTh.sections.courses}
      </h2>
      <CreateCourseForm />
      <SectionState query={courses} empty={t.empty}>
        {(rows) => (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left">
                  <th className="p-2">{t.title}</th>
                  <th className="p-2">{t.status}</th>
                  <th className="p-2">{t.revision}</th>
                  <th className="p-2 text-right">{t.enrollments}</th>
                  <th className="p-2 text-right">{t.completion}</th>
                  <th className="p-2 text-right">{t.rating}</th>
                  <th className="p-2" />
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id} className="border-b">
                    <td className="p-2 font-medium">{c.title}</td>
                    <td className="p-2">
                      <StatusBadge status={c.status} label={studioTh.status[c.status] ?? c.status} />
                    </td>
                    <td className="p-2">{studioTh.status[c.revision_status ?? 'none']}</td>
                    <td className="p-2 text-right">{formatNumber(c.enrollments)}</td>
                    <td className="p-2 text-right">{c.enrollments === 0 ? '—' : `${Math.round((c.completed / c.enrollments) * 100)}%`}</td>
                    <td className="p-2 text-right">{c.rating_avg === null ? '—' : `${c.rating_avg.toFixed(1)} (${c.reviews_count})`}</td>
                    <td className="flex gap-2 p-2">
                      <Button asChild size="sm" variant="outline">
                        <Link to={`/studio/courses/${c.id}`} aria-label={t.edit(c.title)}>
                          {t.editShort}
                        </Link>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t.students(c.title)}
                        onClick={() => setStudents({ id: c.id, title: c.title })}
                      >
                        {studioTh.sections.students}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SectionState>
      <StudentsDialog course={students} onClose={() => setStudents(null)} />
    </section>
  );
}

function CreateCourseForm() {
  const create = useCreateCourse();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<string>(CATEGORIES[0]);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (title.trim() === '') {
      setError(studioTh.serverErrors.title_invalid ?? null);
      return;
    }
    create.mutate(
      { title, category },
      {
        onSuccess: (id) => {
          toast.success(t.created);
          void navigate(`/studio/courses/${id}`);
        },
        onError: (e) => setError(studioErrorMessage(e)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-lg border p-4" aria-label={t.create}>
      <div className="grid min-w-64 flex-1 gap-1">
        <Label htmlFor="studio-new-title">{t.newTitle}</Label>
        <Input
          id="studio-new-title"
          value={title}
          maxLength={200}
          aria-invalid={error !== null}
          aria-describedby={error ? 'studio-new-title-error' : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(null);
          }}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="studio-new-category">{t.category}</Label>
        <NativeSelect id="studio-new-category" value={category} onChange={(e) => setCategory(e.target.value)}>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {t.create}
      </Button>
      {error ? (
        <p id="studio-new-title-error" role="alert" className="basis-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
