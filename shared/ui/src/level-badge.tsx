import { levelLabel } from '@shared/db/courses';
import { Badge } from './badge.tsx';

/** A course's level name, or a learner's users.level (1–4), in Thai. */
export function LevelBadge({ level, variant = 'secondary' }: { level: number | string; variant?: 'secondary' | 'outline' }) {
  return <Badge variant={variant}>{levelLabel(level)}</Badge>;
}
