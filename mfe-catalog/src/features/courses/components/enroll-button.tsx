import { useNavigate } from 'shared/router';
import { Button, type ButtonProps } from 'shared/ui/button';
import { useAuth } from 'shared/auth/react';
import { catalogText } from '../../../config/messages.ts';
import { useEnroll } from '../api/enroll-mutation.ts';

type Props = { courseId: number; courseTitle: string } & Pick<ButtonProps, 'className' | 'size'>;

/**
 * Enrols for real. Signed out, it sends the visitor to /login with `next` pointing back at the
 * course (mfe-auth honours `next` through safeRedirectPath), so they land where they started.
 */
export function EnrollButton({ courseId, courseTitle, className, size }: Props) {
  const auth = useAuth();
  const navigate = useNavigate();
  const enroll = useEnroll();
  const busy = enroll.isPending;
  return (
    <Button
      className={className}
      size={size}
      disabled={busy || auth.status === 'loading'}
      aria-label={`${catalogText.card.enroll}: ${courseTitle}`}
      onClick={() => {
        if (auth.status !== 'signedIn') {
          void navigate(`/login?next=${encodeURIComponent(`/course/${courseId}`)}`);
          return;
        }
        enroll.mutate(courseId);
      }}
    >
      {busy ? catalogText.card.enrolling : catalogText.card.enroll}
    </Button>
  );
}
