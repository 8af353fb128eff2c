import { Link } from '@shared/platform/router';
import { Button } from './button.tsx';
import { th } from '@shared/messages';
import { useFallbackPageHead } from '@shared/platform/seo/page-head';

/** Spec §2 "* (not found)": 404, 'Oops! Page not found' and a link home. Shared so a remote's unknown sub-route looks the same. */
export function NotFoundPage() {
  // Its own title, not the site's generic one: a tab or a history entry says the page was not found
  // (an admin's site_seo row for the path still wins; the shell applies it).
  useFallbackPageHead({ title: `${th.notFound.titleThai} | ${th.brand}`, description: th.notFound.detail });
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-7xl font-bold text-primary">{th.notFound.code}</p>
      {/* The spec's English headline stays; the Thai line beside it is what most visitors read. */}
      <h1 className="flex flex-col gap-1">
        <span lang="en" className="text-2xl font-semibold">
          {th.notFound.title}
        </span>
        <span className="text-xl font-semibold">{th.notFound.titleThai}</span>
      </h1>
      <p className="text-muted-foreground">{th.notFound.detail}</p>
      <Button asChild>
        <Link to="/">{th.notFound.back}</Link>
      </Button>
    </section>
  );
}
