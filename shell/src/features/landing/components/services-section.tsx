import { Link } from '@shared/platform/router';
import { ArrowRight, Cloud, MonitorSmartphone, PlayCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@shared/ui/card';
import { Button } from '@shared/ui/button';
import { landingText } from '../landing-messages.ts';
import { SectionHeading } from './section-heading.tsx';

const t = landingText.services;

const ICONS: Record<(typeof t.items)[number]['id'], LucideIcon> = {
  courses: PlayCircle,
  web: MonitorSmartphone,
  saas: Cloud,
};

/** Spec §1: three cards: video courses, website design, SaaS. */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-20 outline-none py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="services-title" title={t.title} lead={t.lead} />
        <ul className="grid gap-6 md:grid-cols-3">
          {t.items.map((item) => {
            const Icon = ICONS[item.id];
            return (
              <li key={item.id}>
                <Card data-testid="service-card" className="group flex h-full flex-col transition-shadow hover:shadow-lg">
                  <CardHeader>
                    <span className="mb-2 inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <CardTitle>{item.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="flex-1">
                    <CardDescription className="text-base">{item.description}</CardDescription>
                  </CardContent>
                  <CardFooter>
                    <Button asChild variant="link" className="px-0">
                      <Link to={item.href}>
                        {item.cta}
                        <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-1" />
                      </Link>
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
