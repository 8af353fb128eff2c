import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('shareLinks', () => {
  it('encodes the page address and the Thai title for each network', () => {
    const links = shareLinks('https://riancode.dev/blog/developer-habits?x=1&y=2', '5 นิสัย & อื่น ๆ');
    expect(links.map((l) => l.network)).toEqual(['facebook', 'x', 'line']);
    const encoded = 'https%3A%2F%2Friancode.dev%2Fblog%2Fdeveloper-habits%3Fx%3D1%26y%3D2';
    expect(links[0]?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links[1]?.href).toBe(`https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent('5 นิสัย & อื่น ๆ')}`);
    expect(links[2]?.href).toBe(`https://social-plugins.line.me/lineit/share?url=${encoded}`);
  });
});
