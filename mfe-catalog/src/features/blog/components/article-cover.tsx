import { useState } from 'react';
import { Newspaper } from 'lucide-react';
import { cn } from '@shared/ui/cn';

type Props = { src: string | null; className?: string; priority?: boolean };

/** An article's cover (decorative: the title says what it is); a missing or broken one leaves a quiet placeholder. */
export function ArticleCover({ src, className, priority = false }: Props) {
  const [broken, setBroken] = useState(false);
  return (
    <div
      className={cn(
        'flex aspect-video items-center justify-center overflow-hidden bg-gradient-to-br from-primary/20 to-cyan-500/20',
        className,
      )}
    >
      {src && !broken ? (
        <img
          src={src}
          alt=""
          width={800}
          height={450}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <Newspaper aria-hidden="true" className="size-10 text-muted-foreground/50" />
      )}
    </div>
  );
}
