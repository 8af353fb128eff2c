import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';

/**
 * A styled native <select>: it is fully keyboard- and screen-reader-accessible
 * on every device for free, and works with react-hook-form's register().
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pe-9 ps-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 opacity-60" />
    </div>
  );
}
