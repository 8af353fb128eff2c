import { useEffect, useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@shared/ui/accordion';
import { appControl } from '@shared/delivery-contract';
import { formatDuration } from '@shared/messages/format';
import { catalogText } from '../../../config/messages.ts';
import type { CurriculumModule } from '@shared/db/lessons';
import { LessonRow } from './lesson-row.tsx';
import { useLive } from '@shared/ui/use-live';

type Props = {
  courseId: number;
  modules: CurriculumModule[];
  enrolled: boolean;
  completed: ReadonlySet<number>;
  currentLessonId: number | null;
};

/** Spec: an accordion where several modules can be open at once. */
export function Curriculum({ courseId, modules, enrolled, completed, currentLessonId }: Props) {
  const holding = modules.find((m) => m.lessons.some((l) => l.id === currentLessonId));
  const [open, setOpen] = useState<string[]>(() => [String((holding ?? modules[0])?.id ?? '')]);
  const holdingId = holding ? String(holding.id) : null;
  const live = useLive();
  // "Next lesson" may cross into another module: open it too, leaving the learner's choices alone.
  useEffect(() => {
    if (holdingId) setOpen((current) => (current.includes(holdingId) ? current : [...current, holdingId]));
  }, [holdingId]);
  return (
    <Accordion type="multiple" value={open} onValueChange={setOpen} className="rounded-xl border px-4">
      {modules.map((module, index) => {
        const minutes = module.lessons.reduce((sum, l) => sum + l.duration_minutes, 0);
        return (
          // Opening a module needs script: without any, its trigger is visibly inert (no underline, faded chevron);
          // with the page's gate running, a press before the page is live is pressed again once it is (app-control.ts).
          <AccordionItem key={module.id} value={String(module.id)} className="last:border-b-0" disabled={!live}>
            <AccordionTrigger
              className="disabled:cursor-default disabled:no-underline [&:disabled>svg]:opacity-30"
              {...appControl(`course-module-${module.id}`, live)}
            >
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-2">
                <span>{`${index + 1}. ${module.title}`}</span>
                <span className="text-xs font-normal text-muted-foreground">
                  {catalogText.curriculum.moduleSummary(module.lessons.length, formatDuration(minutes))}
                </span>
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <ul className="grid gap-1">
                {module.lessons.map((lesson) => (
                  <LessonRow
                    key={lesson.id}
                    courseId={courseId}
                    lesson={lesson}
                    enrolled={enrolled}
                    completed={completed.has(lesson.id)}
                    current={lesson.id === currentLessonId}
                  />
                ))}
              </ul>
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
