import type { CourseDocument, DocumentLesson } from '../../../lib/course-document.ts';

export type Change = { kind: 'changed'; what: string; before: string; after: string } | { kind: 'added' | 'removed'; what: string };

const FIELDS = ['title', 'description', 'long_description', 'image_url', 'category', 'level', 'language'] as const;
const LISTS = ['requirements', 'what_you_learn', 'features'] as const;
const LESSON_PARTS = ['title', 'type', 'duration_minutes', 'is_preview', 'video_url', 'body', 'quiz', 'exercise'] as const;

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function lessonsById(document: CourseDocument): Map<number, { lesson: DocumentLesson; module: string; position: string }> {
  const map = new Map<number, { lesson: DocumentLesson; module: string; position: string }>();
  document.modules.forEach((m, mi) =>
    m.lessons.forEach((l, li) => {
      if (l.id !== null) map.set(l.id, { lesson: l, module: m.title, position: `${mi + 1}.${li + 1}` });
    }),
  );
  return map;
}

/**
 * What a revision changes against the live course, for the admin's review: the course's fields,
 * modules and lessons matched by id (a row without an id is new; a live id the revision lacks is
 * removed), and within a lesson each part that differs (its text in full, a quiz or exercise as JSON).
 */
export function diffCourseDocument(live: CourseDocument, revision: CourseDocument): Change[] {
  const changes: Change[] = [];
  for (const field of [...FIELDS, ...LISTS]) {
    if (!same(live[field], revision[field]))
      changes.push({ kind: 'changed', what: field, before: show(live[field]), after: show(revision[field]) });
  }
  const liveModules = new Map(live.modules.flatMap((m, i) => (m.id === null ? [] : [[m.id, { m, i }] as const])));
  revision.modules.forEach((m, i) => {
    const before = m.id === null ? undefined : liveModules.get(m.id);
    if (!before) changes.push({ kind: 'added', what: `บท ${m.title}` });
    else {
      if (before.m.title !== m.title) changes.push({ kind: 'changed', what: `ชื่อบท ${i + 1}`, before: before.m.title, after: m.title });
      if (before.i !== i) changes.push({ kind: 'changed', what: `ลำดับบท ${m.title}`, before: String(before.i + 1), after: String(i + 1) });
    }
  });
  const kept = new Set(revision.modules.map((m) => m.id));
  for (const m of live.modules) if (!kept.has(m.id)) changes.push({ kind: 'removed', what: `บท ${m.title}` });

  const liveLessons = lessonsById(live);
  const revisionLessons = lessonsById(revision);
  revision.modules.forEach((m) =>
    m.lessons.forEach((l) => {
      if (l.id === null) changes.push({ kind: 'added', what: `บทเรียน ${l.title} (${m.title})` });
    }),
  );
  for (const [id, after] of revisionLessons) {
    const before = liveLessons.get(id);
    if (!before) {
      // Saved before (it has an id) but not live: a brand-new course's lessons, diffed against an empty course.
      changes.push({ kind: 'added', what: `บทเรียน ${after.lesson.title} (${after.module})` });
      continue;
    }
    if (before.position !== after.position) {
      changes.push({ kind: 'changed', what: `ลำดับบทเรียน ${after.lesson.title}`, before: before.position, after: after.position });
    }
    for (const part of LESSON_PARTS) {
      if (!same(before.lesson[part], after.lesson[part])) {
        changes.push({
          kind: 'changed',
          what: `${after.lesson.title}: ${part}`,
          before: show(before.lesson[part]),
          after: show(after.lesson[part]),
        });
      }
    }
  }
  for (const [id, before] of liveLessons)
    if (!revisionLessons.has(id)) changes.push({ kind: 'removed', what: `บทเรียน ${before.lesson.title}` });
  return changes;
}
