import { useState } from 'react';
import { BookOpen } from 'lucide-react';
import { cn } from '@shared/ui/cn';

/** The covers' own size (16:9, as the frame around them): the browser reserves the space before the file arrives. */
export const COVER_WIDTH = 800;
export const COVER_HEIGHT = 450;

type Props = {
  src: string | null;
  className?: string;
  /** Above the fold (the first cards, the detail page's cover): load now, first. Lazy-loading the
   * largest image of a page delays its largest paint by seconds (Lighthouse, `npm run bench:web`). */
  priority?: boolean;
};

/** A course cover; a missing or broken image leaves a quiet placeholder, never a broken-image icon. */
export function CourseImage({ src, className, priority = false }: Props) {
  const [broken, setBroken] = useState(false);
  return (
    <div className={cn('flex aspect-video items-center justify-center overflow-hidden bg-muted', className)}>
      {src && !broken ? (
        <img
          src={src}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="size-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <BookOpen aria-hidden="true" className="size-10 text-muted-foreground/50" />
      )}
    </div>
  );
}
