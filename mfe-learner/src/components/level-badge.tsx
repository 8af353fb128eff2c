import { Badge } from 'shared/ui/badge';
import { th, type LevelKey } from 'shared/messages';
import { levelToName } from 'shared/auth/profile';

/** A learner's level (users.level 1–4) or a course's level name, in Thai. */
export function LevelBadge({ level, variant = 'secondary' }: { level: number | LevelKey; variant?: 'secondary' | 'outline' }) {
  const key: LevelKey = typeof level === 'number' ? levelToName(level) : level;
  return <Badge variant={variant}>{th.levels[key]}</Badge>;
}
