import type { ReactNode } from 'react';
import { landingText } from './landing-messages.ts';
import { AboutSection } from './components/about-section.tsx';
import { BlogSection } from './components/blog-section.tsx';
import { CourseShelves } from './components/course-shelves.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { ServicesSection } from './components/services-section.tsx';
import { useHashScroll } from './use-hash-scroll.ts';

/**
 * "/" (spec §2): hero, connection diagnostics, services, then the courses from the database
 * (popular, new, free: issue 31), latest articles, about.
 * The diagnostics card is another feature, so the app composes it in through
 * a slot instead of this feature importing it.
 */
export function LandingPage({ diagnostics }: { diagnostics?: ReactNode }) {
  useHashScroll();
  return (
    <>
      <HeroSection />
      {diagnostics ? (
        <section id="diagnostics" aria-labelledby="diagnostics-title" className="scroll-mt-20 outline-none pt-16">
          <div className="mx-auto max-w-4xl px-4">
            <h2 id="diagnostics-title" className="text-2xl font-bold tracking-tight">
              {landingText.diagnostics.title}
            </h2>
            <p className="mb-6 mt-2 text-muted-foreground">{landingText.diagnostics.lead}</p>
            {diagnostics}
          </div>
        </section>
      ) : null}
      <ServicesSection />
      <CourseShelves />
      <BlogSection />
      <AboutSection />
    </>
  );
}
