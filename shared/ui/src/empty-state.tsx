import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export function EmptyState({
  icon,
  title,
  children,
  className,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center', className)}>
      {icon}
      <p className="text-base font-medium">{title}</p>
      {children}
    </div>
  );
}
