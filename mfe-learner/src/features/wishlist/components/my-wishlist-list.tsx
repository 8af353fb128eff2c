import { Heart } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { Card, CardContent } from '@shared/ui/card';
import { EmptyState } from '@shared/ui/empty-state';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { coursePriceText, currentCoursePrice } from '@shared/db/courses';
import { thaiErrorMessage } from '@shared/messages/errors';
import { learnerTh } from '../../../config/messages.ts';
import { useMyWishlist, useRemoveWish } from '../api/my-wishlist.ts';

/** The profile's รายการโปรด tab: each course with a link to it and a button to take it off the list. */
export function MyWishlistList({ userId }: { userId: string }) {
  const t = learnerTh.wishlist;
  const wishlist = useMyWishlist(userId);
  const remove = useRemoveWish();
  if (wishlist.isPending) return <Skeleton className="h-40 w-full" />;
  if (wishlist.isError) return <ErrorState message={thaiErrorMessage(wishlist.error)} onRetry={() => void wishlist.refetch()} />;
  if (wishlist.data.length === 0) {
    return (
      <EmptyState icon={<Heart aria-hidden="true" className="size-8 text-muted-foreground" />} title={t.empty}>
        <Button asChild variant="outline">
          <Link to="/courses">{t.browse}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={t.title} data-testid="my-wishlist">
      {wishlist.data.map((course) => (
        <li key={course.courseId}>
          <Card>
            <CardContent className="flex items-center justify-between gap-4 pt-6">
              <div className="grid gap-1">
                <Link to={`/course/${course.courseId}`} className="font-semibold hover:underline">
                  {course.title}
                </Link>
                <span className="text-sm text-muted-foreground">{coursePriceText(currentCoursePrice(course.price))}</span>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending && remove.variables === course.courseId}
                aria-label={t.remove(course.title)}
                onClick={() => remove.mutate(course.courseId)}
              >
                {t.removeShort}
              </Button>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
