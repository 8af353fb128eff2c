import { Badge } from 'shared/ui/badge';
import { th } from 'shared/messages';
import { LEVELS, type Level } from '../lib/course-schemas.ts';

const isLevel = (value: string): value is Level => (LEVELS as readonly string[]).includes(value);

export function levelLabel(level: string): string {
  return isLevel(level) ? th.levels[level] : level;
}

export function LevelBadge({ level }: { level: string }) {
  return <Badge variant="secondary">{levelLabel(level)}</Badge>;
}
