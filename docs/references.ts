/**
 * References that are not Markdown links but send a reader somewhere all the same: "decision 0031" in a
 * comment, "docs/data-model.md" in a docstring, a backquoted repository path in a decision record. A record
 * that a later one replaced, or a document that was never written, leaves such a reference pointing nowhere.
 */

/** Four-digit record numbers named after "decision"/"decisions", including lists ("0041, 0042 and 0043") and ranges ("0041–0047"). */
export function citedDecisionNumbers(text: string): string[] {
  const numbers: string[] = [];
  for (const match of text.matchAll(/\b[Dd]ecisions? (\d{4}(?:(?:, | and | or |[–-])\d{4})*)/g)) {
    const phrase = match[1] ?? '';
    const range = /^(\d{4})[–-](\d{4})$/.exec(phrase);
    if (range) {
      for (let n = Number(range[1]); n <= Number(range[2]); n++) numbers.push(String(n).padStart(4, '0'));
    } else numbers.push(...(phrase.match(/\d{4}/g) ?? []));
  }
  return numbers;
}

/** `docs/<name>.md` named in prose or a comment (a Markdown link is the link check's business). */
export function citedDocs(text: string): string[] {
  return [...text.matchAll(/(?<![\w/.-])(?<!\]\()docs\/[\w./-]+\.md\b/g)].map((m) => m[0]);
}

/** The repository's top-level folders: a backquoted path starting with one of them names a file here. */
const REPO_FOLDERS = [
  'build-config',
  'docs',
  'e2e',
  'lint',
  'local-supabase',
  'mfe-admin',
  'mfe-auth',
  'mfe-catalog',
  'mfe-learner',
  'scripts',
  'shared',
  'shell',
  'site-server',
  'supabase',
];

/**
 * Backquoted repository paths in a decision record (`shared/ui/src/button.tsx`), with any `:line` suffix
 * dropped. Paths with a placeholder (`<name>`, `*`, `…`) describe a pattern, not a file, and are left out.
 */
export function citedRepoPaths(text: string): string[] {
  const paths: string[] = [];
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const path = (match[1] ?? '').replace(/:\d+(-\d+)?$/, '').replace(/\/$/, '');
    if (/[<>*…{}$|]/.test(path) || path.includes('/.')) continue;
    const [top] = path.split('/');
    if (path.includes('/') && REPO_FOLDERS.includes(top ?? '')) paths.push(path);
  }
  return paths;
}

/** A file name's extension that marks a backquoted word as a file (`lib/baht-text.ts`), not a route or a command. */
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|sql|css|html|ya?ml|toml|sh|svg|vtt|txt)$/;

/**
 * Backquoted paths in a README: those a decision record would cite (from a repository folder), and those written
 * from the README's own package (`src/lib/canvas-pdf.ts`, `features/orders/lib/baht-text.ts`): a word with a slash
 * that starts with `src/` or ends in a file's extension. Routes (`/courses`), package names (`@shared/db/orders`),
 * patterns and URLs are left out.
 */
export function citedReadmePaths(text: string): string[] {
  const paths: string[] = [];
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const path = (match[1] ?? '').replace(/:\d+(-\d+)?$/, '').replace(/\/$/, '');
    if (/[<>*…{}$|]/.test(path) || path.includes('/.') || !path.includes('/') || /^[/@.~]|:\/\//.test(path)) continue;
    const [top] = path.split('/');
    if (REPO_FOLDERS.includes(top ?? '') || path.startsWith('src/') || FILE_EXTENSION.test(path)) paths.push(path);
  }
  return paths;
}
