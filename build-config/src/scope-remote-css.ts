import type { Plugin } from 'vite';

/**
 * Every remote ships Tailwind utilities for its own classes, and many share a
 * name with the shell's (`hidden`, `flex`, …). Loaded later, a remote's
 * `.hidden` would beat the shell's earlier `lg:flex` and break the header:
 * atomic CSS assumes ONE ordered stylesheet. So a remote's utilities are wrapped
 * in `@scope ([data-remote="<name>"])`: outside its area (header, other remotes)
 * they match nothing; inside, scope proximity lets them win over the shell's
 * copies, so the remote's own canonical order decides. Theme variables and
 * `@property` rules stay global (they are identical in every app).
 * See docs/decisions/0011-scoped-remote-css.md.
 */
export function scopeUtilities(css: string, remoteName: string): string {
  const marker = '@layer utilities{';
  const start = css.indexOf(marker);
  if (start === -1) return css;
  const bodyStart = start + marker.length;
  const bodyEnd = matchingBrace(css, bodyStart);
  const body = css.slice(bodyStart, bodyEnd);
  return `${css.slice(0, bodyStart)}@scope ([data-remote="${remoteName}"]){${body}}${css.slice(bodyEnd)}`;
}

/** Index of the `}` that closes the block whose body starts at `from`; strings and comments are skipped. */
function matchingBrace(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      i = css.indexOf(ch, i + 1);
      if (i === -1) break;
    } else if (ch === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  throw new Error('scopeUtilities: unbalanced braces in the remote style sheet');
}

export function scopeRemoteCss(remoteName: string): Plugin {
  return {
    name: 'riancode:scope-remote-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css') && typeof file.source === 'string') {
          file.source = scopeUtilities(file.source, remoteName);
        }
      }
    },
  };
}
