import { ClipboardCheck, Code2, FileText, FolderKanban, PlayCircle } from 'lucide-react';
import type { LessonType } from '@shared/db/lessons';

const ICONS = { video: PlayCircle, document: FileText, exercise: Code2, project: FolderKanban, quiz: ClipboardCheck } as const;

export function LessonTypeIcon({ type, className }: { type: LessonType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden="true" className={className ?? 'size-4'} data-lesson-type={type} />;
}
