import { MailX } from 'lucide-react';
import { Link, useSearchParams } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@shared/ui/card';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { notificationText } from '../../../config/notification-messages.ts';
import { useSubscriptionByToken } from '../api/email-subscription-by-token.ts';
import { useSetSubscriptionByToken } from '../api/set-subscription-by-token.ts';
import { isOptionalKind } from '../lib/notification-kinds.ts';

/**
 * /unsubscribe?token=… from an e-mail's footer, without signing in. Opening the link changes
 * nothing (mail scanners open links too); the member presses the button, and may undo it.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const subscription = useSubscriptionByToken(token);
  const change = useSetSubscriptionByToken();
  const t = notificationText.unsubscribe;

  let body;
  if (token === '' || (subscription.isError && (subscription.error as { message?: string }).message === 'token_invalid')) {
    body = <ErrorState title={t.invalid} message={t.invalidHint} />;
  } else if (subscription.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t.loading}</span>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-10 w-48" />
      </div>
    );
  } else if (subscription.isError || !isOptionalKind(subscription.data.kind)) {
    body = <ErrorState onRetry={() => void subscription.refetch()} />;
  } else {
    const label = notificationText.kinds[subscription.data.kind].label;
    const { subscribed } = subscription.data;
    body = (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {subscribed ? (change.isSuccess ? t.resubscribed(label) : t.question(label)) : t.done(label)}
        </p>
        {change.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t.failed}
          </p>
        ) : null}
        <div>
          <Button
            variant={subscribed ? 'destructive' : 'outline'}
            disabled={change.isPending}
            onClick={() => change.mutate({ token, subscribed: !subscribed })}
          >
            {change.isPending ? t.working : subscribed ? t.confirm : t.resubscribe}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <MailX aria-hidden="true" className="size-6 text-primary" />
            {t.title}
          </h1>
          <CardDescription>{t.receiptNote}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {body}
          <div className="flex flex-wrap gap-4 text-sm">
            <Link to="/profile?tab=settings" className="text-primary underline underline-offset-4">
              {t.manage}
            </Link>
            <Link to="/" className="text-primary underline underline-offset-4">
              {t.home}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
