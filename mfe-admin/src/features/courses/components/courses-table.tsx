import { Link } from '@shared/platform/router';
import { Pencil } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { StatusBadge } from '@shared/ui/badge';
import { formatNumber } from '@shared/messages/format';
import { th } from '@shared/messages';
import { adminTh } from '../../../config/messages.ts';
import { DataTable, Td, Th } from '../../../components/data-table.tsx';
import type { AdminCourseRow } from '../api/types.ts';
import { CourseStatusButton } from './course-status-button.tsx';
import { DeleteButton } from '../../../components/row-action-buttons.tsx';

export function CoursesTable({ courses, onDelete }: { courses: AdminCourseRow[]; onDelete: (course: AdminCourseRow) => void }) {
  const t = adminTh.courses;
  return (
    <DataTable caption={adminTh.tabs.courses}>
      <thead>
        <tr>
          <Th>{t.title}</Th>
          <Th className="text-end">{t.students}</Th>
          <Th className="text-end">{t.videos}</Th>
          <Th>{t.status}</Th>
          <Th className="text-end">{t.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {courses.map((c) => (
          <tr key={c.id} data-testid="course-row">
            <Td className="font-medium">{c.title}</Td>
            <Td className="text-end tabular-nums">{formatNumber(c.students)}</Td>
            <Td className="text-end tabular-nums">{formatNumber(c.videos)}</Td>
            <Td>
              <StatusBadge status={c.status} label={th.status[c.status]} />
            </Td>
            <Td>
              <div className="flex flex-wrap justify-end gap-1">
                <CourseStatusButton id={c.id} title={c.title} status={c.status} />
                <Button asChild size="sm" variant="ghost">
                  <Link to={`/admin/courses/${c.id}`} aria-label={`${adminTh.actions.edit} ${c.title}`}>
                    <Pencil aria-hidden="true" />
                  </Link>
                </Button>
                <DeleteButton itemLabel={c.title} onClick={() => onDelete(c)} />
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
