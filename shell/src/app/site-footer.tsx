import { Link } from '@shared/platform/router';
import { th } from '@shared/messages';
import { formatThaiYear } from '@shared/messages/format';

const linkClass = 'underline-offset-4 hover:text-foreground hover:underline';

export function SiteFooter() {
  return (
    <footer className="grid gap-2 border-t py-8 text-center text-sm text-muted-foreground">
      <nav aria-label={th.legal.footerNav} className="flex justify-center gap-4">
        <Link to="/terms" className={linkClass}>
          {th.legal.terms}
        </Link>
        <Link to="/privacy" className={linkClass}>
          {th.legal.privacy}
        </Link>
      </nav>
      <p>
        © {formatThaiYear(new Date())} {th.brand} — {th.tagline}
      </p>
    </footer>
  );
}
