import { useState } from 'react';
import { ChevronDown, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { Input } from '@shared/ui/input';
import { toast } from '@shared/platform/toast';
import { studioTh } from '../../../config/studio-messages.ts';
import { newLesson, newModule, type EditorLesson, type EditorModule } from '../lib/editor-state.ts';
import { LessonEditor } from './lesson-editor.tsx';
import { ReorderList } from './reorder-list.tsx';
import { LESSON_TYPE_LABELS } from '@shared/db/lessons';

const t = studioTh.editor;
const announceMove = (title: string) => toast.success(t.moved(title));

/** Modules and their lessons: add, rename, remove, reorder (drag or keyboard) and open a lesson to edit it. */
export function CurriculumEditor({
  courseId,
  modules,
  onChange,
}: {
  courseId: number;
  modules: EditorModule[];
  onChange: (modules: EditorModule[]) => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const setModule = (index: number, module: EditorModule) => onChange(modules.map((m, k) => (k === index ? module : m)));
  const setLesson = (mi: number, li: number, lesson: EditorLesson) => {
    const module = modules[mi];
    if (module) setModule(mi, { ...module, lessons: module.lessons.map((l, k) => (k === li ? lesson : l)) });
  };
  return (
    <section aria-labelledby="studio-curriculum" className="grid gap-4">
      <h2 id="studio-curriculum" className="text-xl font-semibold">
        {t.curriculum}
      </h2>
      <p className="text-sm text-muted-foreground">{t.dragHint}</p>
      <ReorderList items={modules} label={(m) => m.title} itemKey={(m) => m.key} onChange={onChange} onMoved={announceMove}>
        {(module, mi) => (
          <div className="grid gap-3 rounded-lg border p-4" data-testid="studio-module">
            <div className="flex items-center gap-2">
              <Input
                aria-label={t.moduleTitle(mi + 1)}
                value={module.title}
                maxLength={200}
                onChange={(e) => setModule(mi, { ...module, title: e.target.value })}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t.removeModule(module.title)}
                onClick={() => onChange(modules.filter((_, k) => k !== mi))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <ReorderList
              items={module.lessons}
              label={(l) => l.title}
              itemKey={(l) => l.key}
              onChange={(lessons) => setModule(mi, { ...module, lessons })}
              onMoved={announceMove}
            >
              {(lesson, li) => (
                <div className="grid gap-2">
                  <div className="flex items-center gap-2">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-expanded={open === lesson.key}
                      aria-label={t.editLesson(lesson.title)}
                      onClick={() => setOpen(open === lesson.key ? null : lesson.key)}
                    >
                      {open === lesson.key ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                    </Button>
                    <span className="flex-1 truncate">
                      {lesson.title} <span className="text-xs text-muted-foreground">· {LESSON_TYPE_LABELS[lesson.type]}</span>
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={t.removeLesson(lesson.title)}
                      onClick={() => setModule(mi, { ...module, lessons: module.lessons.filter((_, k) => k !== li) })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  {open === lesson.key ? (
                    <LessonEditor courseId={courseId} lesson={lesson} onChange={(next) => setLesson(mi, li, next)} />
                  ) : null}
                </div>
              )}
            </ReorderList>
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  const lesson = newLesson(t.newLesson);
                  setModule(mi, { ...module, lessons: [...module.lessons, lesson] });
                  setOpen(lesson.key);
                }}
              >
                <Plus aria-hidden="true" />
                {t.addLesson}
              </Button>
            </div>
          </div>
        )}
      </ReorderList>
      <div>
        <Button type="button" variant="outline" onClick={() => onChange([...modules, newModule(t.newModule)])}>
          <Plus aria-hidden="true" />
          {t.addModule}
        </Button>
      </div>
    </section>
  );
}
