import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@shared/ui/dialog';
import { formatThaiDate } from '@shared/messages/format';
import { studioTh } from '../../../config/studio-messages.ts';
import { useCourseStudents } from '../api/studio-inboxes.ts';
import { SectionState } from './section-state.tsx';

const t = studioTh.students;

/** The students of one course with their progress: display names only, never e-mails. */
export function StudentsDialog({ course, onClose }: { course: { id: number; title: string } | null; onClose: () => void }) {
  const students = useCourseStudents(course?.id ?? null);
  return (
    <Dialog open={course !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{studioTh.sections.students}</DialogTitle>
          <DialogDescription>{course?.title}</DialogDescription>
        </DialogHeader>
        <SectionState query={students} empty={t.empty}>
          {(rows) => (
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left">
                  <th className="p-2">{t.name}</th>
                  <th className="p-2">{t.enrolled}</th>
                  <th className="p-2 text-right">{t.progress}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s, i) => (
                  <tr key={`${s.enrolled_at}-${i}`} className="border-b">
                    <td className="p-2">{s.name}</td>
                    <td className="p-2">{formatThaiDate(s.enrolled_at)}</td>
                    <td className="p-2 text-right">{s.completed_at ? t.done : `${s.lessons_done}/${s.lessons_total}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </SectionState>
      </DialogContent>
    </Dialog>
  );
}
