/** Pages that belong to one signed-in person, or that act on a link: no crawler's business. */
const PRIVATE_PATHS = ['/admin', '/studio', '/dashboard', '/profile', '/orders/', '/checkout/', '/certificates/', '/auth/'];

/** robots.txt for the site at `origin`: everything public may be crawled, and the sitemap says what there is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
