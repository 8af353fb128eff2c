import { Award, BookOpen, Clock, PlayCircle, ScrollText } from 'lucide-react';
import { formatNumber } from '@shared/messages/format';
import { StatTile } from '../../../components/stat-tile.tsx';
import { learnerTh } from '../../../config/messages.ts';
import type { LearnerStats } from '../lib/learner-stats.ts';

/** The dashboard's four tiles (spec §2): enrolled, finished, study hours, in progress. */
export function LearnerStatTiles({ stats }: { stats: LearnerStats }) {
  return (
    <section aria-label={learnerTh.stats.section} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile testId="stat-enrolled" label={learnerTh.stats.enrolled} value={formatNumber(stats.enrolled)} icon={<BookOpen />} />
      <StatTile testId="stat-finished" label={learnerTh.stats.finished} value={formatNumber(stats.finished)} icon={<Award />} />
      <StatTile testId="stat-hours" label={learnerTh.stats.hours} value={formatNumber(stats.studyHours)} icon={<Clock />} />
      <StatTile testId="stat-in-progress" label={learnerTh.stats.inProgress} value={formatNumber(stats.inProgress)} icon={<PlayCircle />} />
    </section>
  );
}

/** The profile's stats (spec §2): completed, in progress, hours, certificates. */
export function ProfileStatTiles({ stats, certificates }: { stats: LearnerStats; certificates: number }) {
  return (
    <section aria-label={learnerTh.stats.section} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile testId="stat-completed" label={learnerTh.stats.completed} value={formatNumber(stats.finished)} icon={<Award />} />
      <StatTile testId="stat-in-progress" label={learnerTh.stats.inProgress} value={formatNumber(stats.inProgress)} icon={<PlayCircle />} />
      <StatTile testId="stat-hours" label={learnerTh.stats.hours} value={formatNumber(stats.studyHours)} icon={<Clock />} />
      <StatTile testId="stat-certificates" label={learnerTh.stats.certificates} value={formatNumber(certificates)} icon={<ScrollText />} />
    </section>
  );
}
