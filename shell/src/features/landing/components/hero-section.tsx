import { Link } from '@shared/platform/router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { landingText } from '../landing-messages.ts';
import { HeroCodeWindow } from './hero-code-window.tsx';

const t = landingText.hero;

/**
 * The LCP area: text and CSS gradients only (no image), so it paints as soon
 * as the font and the shell's own script are in.
 */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_10%_-10%,color-mix(in_oklab,var(--primary)_22%,transparent),transparent),radial-gradient(40rem_25rem_at_95%_10%,color-mix(in_oklab,#06b6d4_18%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-16 sm:pt-24 lg:grid-cols-[minmax(0,1fr)_26rem] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm text-muted-foreground">
            <Sparkles aria-hidden="true" className="size-4 text-primary" />
            {t.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-6 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            {t.title} <span className="bg-gradient-to-r from-primary to-cyan-500 bg-clip-text text-transparent">{t.titleAccent}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">{t.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/courses">
                {t.primaryCta}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/register">{t.secondaryCta}</Link>
            </Button>
          </div>
          <dl aria-label={t.figuresLabel} className="mt-12 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
            {t.figures.map((figure) => (
              <div
                key={figure.label}
                data-testid="hero-figure"
                className="flex flex-col gap-1 rounded-xl border bg-card/70 p-4 text-center shadow-sm"
              >
                <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="order-first text-3xl font-bold text-primary">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroCodeWindow />
      </div>
    </section>
  );
}
