import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@shared/ui/cn';
import { Skeleton } from '@shared/ui/skeleton';

/** A plain, screen-reader-friendly table that scrolls sideways on small screens instead of squashing. */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="w-full overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[640px] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('border-b bg-muted/60 px-3 py-2 text-start font-semibold', className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b px-3 py-2 align-middle', className)} {...props} />;
}

/**
 * The actions column stays pinned to the row's end while the rest scrolls sideways, so on a
 * phone the buttons are on screen without scrolling past every column first. Solid
 * backgrounds: the cells scroll underneath it.
 */
export const STICKY_ACTIONS_TH = 'sticky end-0 z-10 bg-muted shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.3)]';
export const STICKY_ACTIONS_TD = 'sticky end-0 z-10 bg-background shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.3)]';

export function TableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid gap-2" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}
