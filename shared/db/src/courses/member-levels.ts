/** The spec's level mapping (§3, §9): unknown → 1. */
export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type LevelName = (typeof LEVELS)[number];

/** The Thai word of each level: a course's (the first three) and a learner's users.level alike. */
export const LEVEL_LABELS: Record<LevelName, string> = {
  beginner: 'เริ่มต้น',
  intermediate: 'ปานกลาง',
  advanced: 'ขั้นสูง',
  expert: 'ผู้เชี่ยวชาญ',
};

export function levelToNumber(level: unknown): number {
  if (typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 4) return level;
  const index = LEVELS.indexOf(level as LevelName);
  return index === -1 ? 1 : index + 1;
}

export function levelToName(level: number): LevelName {
  return LEVELS[level - 1] ?? 'beginner';
}
