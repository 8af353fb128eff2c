import { Heart } from 'lucide-react';
import { Link, useLocation } from '@shared/platform/router';
import { useAuth } from '@shared/platform/auth/react';
import { cn } from '@shared/ui/cn';
import { catalogText } from '../../../config/messages.ts';
import { useToggleWish, useWishlist } from '../api/wishlist.ts';

type Props = { courseId: number; courseTitle: string; className?: string };

const heartClass =
  'inline-flex size-10 items-center justify-center rounded-full border bg-background/90 text-foreground shadow-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The heart of รายการโปรด on a card and on the course page. A visitor (and the server render,
 * which never knows a session) gets a link to sign in that comes back to this page; a member
 * gets a toggle button (aria-pressed) that changes at once and rolls back on an error.
 */
export function WishlistHeart({ courseId, courseTitle, className }: Props) {
  const t = catalogText.wishlist;
  const auth = useAuth();
  const location = useLocation();
  const wishlist = useWishlist();
  const toggle = useToggleWish();

  if (auth.status !== 'signedIn') {
    const next = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`/login?next=${encodeURIComponent(next)}`}
        aria-label={t.signInToAdd(courseTitle)}
        className={cn(heartClass, className)}
        data-testid={`wishlist-heart-${courseId}`}
      >
        <Heart aria-hidden="true" className="size-5" />
      </Link>
    );
  }
  const wished = wishlist.ids.has(courseId);
  return (
    <button
      type="button"
      aria-pressed={wished}
      aria-label={t.toggle(courseTitle)}
      disabled={!wishlist.ready}
      className={cn(heartClass, className)}
      data-testid={`wishlist-heart-${courseId}`}
      onClick={() => toggle.mutate({ courseId, wished: !wished })}
    >
      <Heart aria-hidden="true" className={cn('size-5', wished && 'fill-destructive text-destructive')} />
    </button>
  );
}
