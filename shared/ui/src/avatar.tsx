import * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from './cn.ts';

/** Initials of up to two words: "สมชาย ใจดี" → "สใ". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => Array.from(w)[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> & {
  name: string;
  src?: string | null;
};

export function Avatar({ name, src, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full bg-primary/10', className)} {...props}>
      {src ? <AvatarPrimitive.Image className="aspect-square size-full object-cover" src={src} alt="" /> : null}
      {/* Without a picture the initials show at once (no delay: also in a server render, which runs no timers). */}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center text-sm font-semibold text-primary"
        delayMs={src ? 400 : undefined}
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
