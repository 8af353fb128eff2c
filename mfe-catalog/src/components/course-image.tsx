import { useState } from 'react';
import { BookOpen } from 'lucide-react';
import { cn } from 'shared/ui/cn';

/** A course cover; a missing or broken image leaves a quiet placeholder, never a broken-image icon. */
export function CourseImage({ src, className }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className={cn('flex aspect-video items-center justify-center overflow-hidden bg-muted', className)}>
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
      ) : (
        <BookOpen aria-hidden="true" className="size-10 text-muted-foreground/50" />
      )}
    </div>
  );
}
