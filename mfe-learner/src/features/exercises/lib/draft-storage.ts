/**
 * The learner's draft of an exercise, kept in this browser's localStorage so a reload or a
 * detour to another lesson loses nothing. Storage may be full or off (private mode): then the
 * draft simply is not kept.
 */
const keyOf = (lessonId: number) => `riancode:exercise-draft:${lessonId}`;

export function readDraft(lessonId: number): string | null {
  try {
    return localStorage.getItem(keyOf(lessonId));
  } catch {
    return null;
  }
}

export function saveDraft(lessonId: number, code: string): void {
  try {
    localStorage.setItem(keyOf(lessonId), code);
  } catch {
    // Not kept: the editor still holds it.
  }
}

export function clearDraft(lessonId: number): void {
  try {
    localStorage.removeItem(keyOf(lessonId));
  } catch {
    // Nothing to clear.
  }
}
