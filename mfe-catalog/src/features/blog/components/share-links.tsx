import { useState } from 'react';
import { Link2 } from 'lucide-react';
import { Button } from '@shared/ui/button';
import { catalogText } from '../../../config/messages.ts';
import { shareLinks } from '../lib/share-links.ts';

const t = catalogText.blog;

/**
 * Share to Facebook, X and LINE (each network's own share page, in a new tab) and copy the
 * link. `pageUrl` is the article's address; the copy's outcome is announced politely.
 */
export function ShareLinks({ pageUrl, title }: { pageUrl: string; title: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(pageUrl);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <section aria-labelledby="share-title" className="grid gap-3">
      <h2 id="share-title" className="text-base font-semibold">
        {t.shareTitle}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(pageUrl, title).map((link) => (
          <li key={link.network}>
            <Button asChild variant="outline" size="sm">
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {t.shareOn[link.network]}
                <span className="sr-only"> {t.opensInNewTab}</span>
              </a>
            </Button>
          </li>
        ))}
        <li>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            <Link2 aria-hidden="true" />
            {t.copyLink}
          </Button>
        </li>
      </ul>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {copyState === 'copied' ? t.copied : copyState === 'failed' ? t.copyFailed : ''}
      </p>
    </section>
  );
}
