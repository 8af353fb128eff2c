import type { StatusTone } from '@shared/db/orders';
import { Badge, type BadgeProps } from './badge.tsx';
import { cn } from './cn.ts';

const TONE_STYLES: Record<StatusTone, { variant: BadgeProps['variant']; className?: string }> = {
  success: { variant: 'success' },
  danger: { variant: 'danger' },
  warning: { variant: 'outline', className: 'border-warning text-warning' },
  muted: { variant: 'outline', className: 'text-muted-foreground' },
};

type ToneBadgeProps = Omit<BadgeProps, 'variant'> & { tone: StatusTone };

/** A badge in one of the domain's tones; the colours live here only, so a tone looks the same in every remote. */
export function ToneBadge({ tone, className, ...props }: ToneBadgeProps) {
  const style = TONE_STYLES[tone];
  return <Badge {...props} variant={style.variant} className={cn(style.className, className)} data-tone={tone} />;
}
