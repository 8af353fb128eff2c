import { Link } from '@shared/platform/router';
import { Button, type ButtonProps } from '@shared/ui/button';
import { useAuth } from '@shared/platform/auth/react';
import { coursePriceText } from '@shared/db/courses';
import { catalogText } from '../../../config/messages.ts';
import { useEnroll } from '../api/enroll-mutation.ts';

type Props = {
  courseId: number;
  courseTitle: string;
  price: number;
  /** The checkout link's test id; null for a second copy on the same page (the phone's action bar). */
  testId?: string | null;
} & Pick<ButtonProps, 'className' | 'size'>;

/**
 * 'ลงทะเบียน' for a course the learner does not own. A free course enrols at
 * once; a paid one is a link to its checkout, since only a paid order enrols
 * in it (the database refuses anything else). A visitor gets links only:
 * to /login with `next` pointing back at the course (free) or its checkout
 * (paid); mfe-auth honours `next` through safeRedirectPath. Links work on the
 * server-rendered page before its script has run (issue 16 item 3), and
 * while the session is still being read the control stays the visitor's
 * link the server rendered, so the live page does not flash a disabled button.
 */
export function EnrollButton({ courseId, courseTitle, price, className, size, testId = `checkout-link-${courseId}` }: Props) {
  const label = `${catalogText.card.enroll}: ${courseTitle} (${catalogText.enroll.priceLabel(coursePriceText(price))})`;
  if (price > 0) return <CheckoutLink courseId={courseId} label={label} className={className} size={size} testId={testId} />;
  return <FreeEnrollButton courseId={courseId} label={label} className={className} size={size} />;
}

type ActionProps = { courseId: number; label: string } & Pick<ButtonProps, 'className' | 'size'>;

function CheckoutLink({ courseId, label, className, size, testId }: ActionProps & { testId: string | null }) {
  const auth = useAuth();
  const checkout = `/checkout/${courseId}`;
  const to = auth.status === 'signedOut' ? `/login?next=${encodeURIComponent(checkout)}` : checkout;
  return (
    <Button asChild className={className} size={size}>
      <Link to={to} aria-label={label} data-testid={testId ?? undefined}>
        {catalogText.card.enroll}
      </Link>
    </Button>
  );
}

function FreeEnrollButton({ courseId, label, className, size }: ActionProps) {
  const auth = useAuth();
  const enroll = useEnroll();
  if (auth.status !== 'signedIn') {
    return (
      <Button asChild className={className} size={size}>
        <Link to={`/login?next=${encodeURIComponent(`/course/${courseId}`)}`} aria-label={label} data-testid={`enroll-link-${courseId}`}>
          {catalogText.card.enroll}
        </Link>
      </Button>
    );
  }
  const busy = enroll.isPending;
  return (
    <Button className={className} size={size} disabled={busy} aria-label={label} onClick={() => enroll.mutate(courseId)}>
      {busy ? catalogText.card.enrolling : catalogText.card.enroll}
    </Button>
  );
}
