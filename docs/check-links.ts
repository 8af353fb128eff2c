/**
 * Every relative link in the repository's Markdown must point at a file that
 * exists: docs that send a newcomer to a missing file are worse than none.
 * Run by `npm test` (docs stage) and `npm run check -w docs`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report']);

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.endsWith('.tmp')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) markdownFiles(path, out);
    else if (name.endsWith('.md')) out.push(path);
  }
  return out;
}

const broken: string[] = [];
const files = markdownFiles(ROOT);
for (const file of files) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^(https?:|mailto:|#)/.test(target)) continue;
    const path = resolve(dirname(file), decodeURIComponent(target.split('#')[0] ?? ''));
    if (!existsSync(path)) broken.push(`${relative(ROOT, file)} → ${target}`);
  }
}
if (broken.length > 0) {
  console.error(`Broken relative links:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs: ${files.length} Markdown files, every relative link resolves`);
