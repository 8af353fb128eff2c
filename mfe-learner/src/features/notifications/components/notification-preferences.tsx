import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@shared/ui/card';
import { ErrorState } from '@shared/ui/error-state';
import { Skeleton } from '@shared/ui/skeleton';
import { notificationText } from '../../../config/notification-messages.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useSaveNotificationPreference } from '../api/save-notification-preference.ts';
import { kindsFor, type MemberRoles } from '../lib/notification-kinds.ts';

/**
 * Settings tab: one switch per e-mail kind that can reach this member (the instructors' kinds for
 * instructors, the review queue's for admins); the receipt is listed as always sent.
 */
export function NotificationPreferences({ userId, roles }: { userId: string; roles: MemberRoles }) {
  const id = useId();
  const preferences = useNotificationPreferences(userId);
  const save = useSaveNotificationPreference();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{notificationText.title}</CardTitle>
        <CardDescription>{notificationText.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{notificationText.loading}</span>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : preferences.isError ? (
          <ErrorState onRetry={() => void preferences.refetch()} />
        ) : (
          <fieldset className="grid gap-4">
            <legend className="sr-only">{notificationText.title}</legend>
            {kindsFor(roles).map((kind) => {
              const fieldId = `${id}-${kind}`;
              const text = notificationText.kinds[kind];
              return (
                <div key={kind} className="grid gap-1">
                  <div className="flex items-start gap-2">
                    <input
                      id={fieldId}
                      type="checkbox"
                      className="mt-1 size-4 shrink-0 accent-primary"
                      checked={preferences.data[kind]}
                      aria-describedby={`${fieldId}-hint`}
                      onChange={(event) => save.mutate({ userId, kind, subscribed: event.target.checked })}
                    />
                    <label htmlFor={fieldId} className="text-sm font-medium">
                      {text.label}
                    </label>
                  </div>
                  <p id={`${fieldId}-hint`} className="ps-6 text-xs text-muted-foreground">
                    {text.hint}
                  </p>
                </div>
              );
            })}
            <div className="grid gap-1">
              <div className="flex items-start gap-2">
                <input
                  id={`${id}-receipt`}
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-primary"
                  checked
                  disabled
                  aria-describedby={`${id}-receipt-hint`}
                />
                <label htmlFor={`${id}-receipt`} className="text-sm font-medium">
                  {notificationText.receiptLabel}
                </label>
              </div>
              <p id={`${id}-receipt-hint`} className="ps-6 text-xs text-muted-foreground">
                {notificationText.receiptNote}
              </p>
            </div>
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
