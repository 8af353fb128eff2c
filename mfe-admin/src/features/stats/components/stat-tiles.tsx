import type { ReactNode } from 'react';
import { BookOpen, FileText, GraduationCap, Users } from 'lucide-react';
import { Card, CardContent } from '@shared/ui/card';
import { Skeleton } from '@shared/ui/skeleton';
import { ErrorState } from '@shared/ui/error-state';
import { formatNumber } from '@shared/messages/format';
import { thaiErrorMessage } from '@shared/messages/errors';
import { adminTh } from '../../../config/messages.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';

function Tile({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint: string }) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="mt-1 text-3xl font-bold" data-testid="stat-value">
            {value}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
        </div>
        <span className="rounded-lg bg-primary/10 p-2 text-primary">{icon}</span>
      </CardContent>
    </Card>
  );
}

/** The four figures at the top of /admin, counted by the server (rpc admin_stats). */
export function StatTiles() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          // A tile's own height (padding 2 × 1.25rem, the three lines 20 + 4 + 36 + 4 + 16 px, the border): four
          // shorter placeholders stacked on a phone moved the tabs below them 40 px down when the figures came.
          <Skeleton key={i} className="h-[7.625rem]" />
        ))}
      </div>
    );
  }
  if (stats.isError) return <ErrorState message={thaiErrorMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const icon = 'size-5';
  return (
    <section aria-label={adminTh.title} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Tile
        icon={<Users aria-hidden="true" className={icon} />}
        label={adminTh.stats.members}
        value={formatNumber(s.members)}
        hint={adminTh.stats.activeMembers(formatNumber(s.active_members))}
      />
      <Tile
        icon={<BookOpen aria-hidden="true" className={icon} />}
        label={adminTh.stats.courses}
        value={formatNumber(s.courses)}
        hint={adminTh.stats.publishedCourses(formatNumber(s.published_courses))}
      />
      <Tile
        icon={<GraduationCap aria-hidden="true" className={icon} />}
        label={adminTh.stats.enrollments}
        value={formatNumber(s.enrollments)}
        hint={adminTh.stats.enrollmentsHint}
      />
      <Tile
        icon={<FileText aria-hidden="true" className={icon} />}
        label={adminTh.stats.articles}
        value={formatNumber(s.articles)}
        hint={adminTh.stats.publishedArticles(formatNumber(s.published_articles))}
      />
    </section>
  );
}
