import { cn } from '@shared/ui/cn';

/** The title block every landing section opens with; the id lets the section name itself for screen readers. */
export function SectionHeading({
  id,
  title,
  lead,
  align = 'center',
}: {
  id: string;
  title: string;
  lead?: string;
  align?: 'center' | 'start';
}) {
  return (
    <div className={cn('mb-10 max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-base text-muted-foreground sm:text-lg">{lead}</p> : null}
    </div>
  );
}
