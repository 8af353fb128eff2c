/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read) giving
 * every path these headers: what site-server would send with each page.
 */
export function cdnHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}
