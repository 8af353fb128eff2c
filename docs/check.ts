/**
 * The docs stage of `npm test` (and `npm run check -w docs`): every way the repository sends a reader
 * somewhere must arrive. Docs that send a newcomer to a missing file are worse than none.
 * - every relative link in its Markdown points at a file that exists;
 * - every "decision NNNN" in Markdown, code and SQL names a record in docs/decisions;
 * - every docs/…md named in prose or a comment exists;
 * - every backquoted repository path in a decision record exists (a record that cites a deleted file is stale);
 * - every backquoted path in a README.md (the root's and each package's) exists, read from the repository's root,
 *   the README's package or that package's src/ (a package README writes `src/lib/x.ts` or `features/orders/…`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { citedDecisionNumbers, citedDocs, citedReadmePaths, citedRepoPaths } from './references.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report', 'package-lock.json']);
const TEXT = /\.(md|ts|tsx|mts|mjs|js|sql|css|html|ya?ml|toml)$/;

function textFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.') || name.endsWith('.tmp')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) textFiles(path, out);
    else if (TEXT.test(name)) out.push(path);
  }
  return out;
}

const DECISIONS = join(ROOT, 'docs', 'decisions');
const records = new Set(
  readdirSync(DECISIONS)
    .map((name) => name.slice(0, 4))
    .filter((n) => /^\d{4}$/.test(n)),
);

/** A workspace package's exports ("./ui/button", "./ui/*"), by package name, to read `@shared/ui/button` as an import. */
function exportsOf(pkg: string): string[] {
  const file = join(ROOT, pkg, 'package.json');
  if (!existsSync(file)) return [];
  const exports = (JSON.parse(readFileSync(file, 'utf8')) as { exports?: Record<string, unknown> }).exports ?? {};
  return Object.keys(exports);
}

/** Folders a build writes (never committed): a record may name them, a clean clone does not have them yet. */
const BUILD_OUTPUT = /(^|\/)dist[\w-]*(\/|$)/;

/** A file or folder of the repository, a build's output folder, or an import specifier one of its packages exports. */
function resolvesInRepo(path: string): boolean {
  if (BUILD_OUTPUT.test(path) || existsSync(join(ROOT, path))) return true;
  const [pkg, ...rest] = path.split('/');
  const subpath = `./${rest.join('/')}`;
  return exportsOf(pkg ?? '').some((key) =>
    key.includes('*') ? subpath.startsWith(key.slice(0, key.indexOf('*'))) : key === subpath || key.startsWith(`${subpath}/`),
  );
}

const WORKSPACES = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

const broken: string[] = [];
const files = textFiles(ROOT);
for (const file of files) {
  const where = relative(ROOT, file);
  const raw = readFileSync(file, 'utf8');
  for (const number of citedDecisionNumbers(raw)) {
    if (!records.has(number)) broken.push(`${where} → decision ${number} (no docs/decisions/${number}-*.md)`);
  }
  for (const doc of citedDocs(raw)) {
    if (!existsSync(join(ROOT, doc))) broken.push(`${where} → ${doc}`);
  }
  if (!file.endsWith('.md')) continue;
  if (dirname(file) === DECISIONS) {
    for (const path of citedRepoPaths(raw)) {
      if (!resolvesInRepo(path)) broken.push(`${where} → \`${path}\``);
    }
  }
  if (basename(file) === 'README.md') {
    // The root README describes every package's layout (`src/app/route-paths.ts` of each remote): any package will do.
    const bases = dirname(file) === ROOT ? WORKSPACES : [relative(ROOT, dirname(file))];
    for (const path of citedReadmePaths(raw)) {
      const found = ['', ...bases].some((base) => resolvesInRepo(join(base, path)) || resolvesInRepo(join(base, 'src', path)));
      if (!found) broken.push(`${where} → \`${path}\``);
    }
  }
  const text = raw.replace(/```[\s\S]*?```/g, '');
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^(https?:|mailto:|#)/.test(target)) continue;
    const path = resolve(dirname(file), decodeURIComponent(target.split('#')[0] ?? ''));
    if (!existsSync(path)) broken.push(`${where} → ${target}`);
  }
}
if (broken.length > 0) {
  console.error(`References that point nowhere:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `docs: ${files.length} files; every Markdown link, decision number, docs/ path, and file named in a decision record or a README resolves`,
);
