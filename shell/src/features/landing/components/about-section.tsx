import { CheckCircle2, Mail } from 'lucide-react';
import { landingText } from '../landing-messages.ts';
import { SectionHeading } from './section-heading.tsx';

const t = landingText.about;

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 outline-none py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 lg:grid-cols-2">
        <div>
          <SectionHeading id="about-title" title={t.title} align="start" />
          <p className="text-lg leading-relaxed text-muted-foreground">{t.body}</p>
        </div>
        <div className="rounded-2xl border bg-card p-6 shadow-sm">
          <ul className="space-y-3">
            {t.points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 border-t pt-6">
            <h3 className="font-semibold">{t.contactTitle}</h3>
            <a
              href={`mailto:${t.email}`}
              className="mt-2 inline-flex items-center gap-2 rounded text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Mail aria-hidden="true" className="size-4" />
              {t.email}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
