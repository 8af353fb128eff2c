/** Where the article's share buttons go: each network's own share address for the page URL. */
export interface ShareLink {
  network: 'facebook' | 'x' | 'line';
  href: string;
}

export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  return [
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'x', href: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}` },
    { network: 'line', href: `https://social-plugins.line.me/lineit/share?url=${url}` },
  ];
}
