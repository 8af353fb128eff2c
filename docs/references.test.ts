import { describe, expect, it } from 'vitest';
import { citedDecisionNumbers, citedDocs, citedReadmePaths, citedRepoPaths } from './references.ts';

describe('citedDecisionNumbers', () => {
  it('reads single numbers, lists and ranges', () => {
    expect(citedDecisionNumbers('see decision 0031; decisions 0041, 0042 and 0044; Decisions 0045–0047')).toEqual([
      '0031',
      '0041',
      '0042',
      '0044',
      '0045',
      '0046',
      '0047',
    ]);
  });
  it('ignores four-digit numbers that are not decisions', () => {
    expect(citedDecisionNumbers('port 4173, year 2026, issue 0031')).toEqual([]);
  });
});

describe('citedDocs', () => {
  it('finds docs/*.md in prose but not inside a longer path or a Markdown link', () => {
    expect(citedDocs('the model (docs/data-model.md); ../shared/docs/x.md; [m](docs/a.md)')).toEqual(['docs/data-model.md']);
  });
});

describe('citedRepoPaths', () => {
  it('keeps backquoted repository paths and drops line numbers, patterns and other text', () => {
    expect(citedRepoPaths('`e2e/fixtures/site.ts:12` `mfe-<name>/src` `/auth/v1/token` `npm test` `shell/build/`')).toEqual([
      'e2e/fixtures/site.ts',
      'shell/build',
    ]);
  });
});

describe('citedReadmePaths', () => {
  it("keeps repository paths and the package's own files, and drops routes, package names, commands and patterns", () => {
    const text =
      '`shell/build/` `src/lib/canvas-pdf.ts` `features/orders/lib/baht-text.ts:12` `/course/:id` `@shared/db/orders` ' +
      '`npm test` `mfe-<name>/src` `https://example.com/a.js` `config/messages` `.ci/run`';
    expect(citedReadmePaths(text)).toEqual(['shell/build', 'src/lib/canvas-pdf.ts', 'features/orders/lib/baht-text.ts']);
  });
});
