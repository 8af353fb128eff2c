import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { dataDialect } from './data-dialect.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Only the data-dialect rules (plus a parser for TypeScript), over a source text placed at `file`. */
async function dialectErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...dataDialect({ files: ['**/*.{ts,tsx}'], ignores: ['local-supabase/test/**'], testFiles: ['**/*.test.{ts,tsx}'] }),
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

describe('the one data dialect (decision 0063)', () => {
  it.each([
    ['mfe-admin/src/features/orders/api/probe.ts', 'const { data } = await client.from("orders").select().single<Order>();', '.single()'],
    ['mfe-admin/src/features/orders/api/probe.ts', 'await client.from("orders").select().maybeSingle<Order>();', '.single()'],
    ['mfe-admin/src/features/orders/api/probe.ts', 'await client.rpc("list").returns<Order[]>();', '.single()'],
    ['mfe-admin/src/features/orders/api/probe.ts', 'await client.from("orders").select().overrideTypes<Order[]>();', 'overrideTypes'],
    ['mfe-catalog/src/features/checkout/probe.ts', 'const amount = z.coerce.number();', 'z.coerce'],
    ['site-server/src/backend/probe.ts', 'await fetch(`${url}/rest/v1/${table}`);', 'raw fetch'],
    ['site-server/src/backend/probe.ts', 'await fetch(url + "/rest/v1/courses");', 'raw fetch'],
    ['mfe-learner/src/features/lessons/api/probe.ts', 'queryOptions({ queryKey: ["teaching", id], queryFn });', 'key factory'],
    ['mfe-learner/src/features/lessons/api/probe.ts', 'queryOptions({ queryKey: ["teaching", id] as const, queryFn });', 'key factory'],
    ['mfe-learner/src/features/lessons/api/probe.test.ts', 'await client.from("x").select().single<X>();', '.single()'],
  ])('%s refuses %s', async (file, code, reason) => {
    const errors = await dialectErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['mfe-admin/src/features/orders/api/probe.ts', 'const { data } = await client.from("orders").select().single();'],
    ['mfe-catalog/src/features/checkout/probe.ts', 'const amount = z.number().int();'],
    ['mfe-learner/src/features/lessons/api/keys.ts', 'export const lessonKeys = { all: () => ["lessons"] as const };'],
    ['mfe-learner/src/features/lessons/api/probe.ts', 'queryOptions({ queryKey: lessonKeys.detail(id), queryFn });'],
    ['mfe-learner/src/features/lessons/api/probe.test.ts', 'new QueryObserver(client, { queryKey: ["courses"], queryFn });'],
    ['shared/platform/src/query/cross-app-keys.ts', 'export const keys = (id: string) => ({ queryKey: ["catalog", id] });'],
    ['local-supabase/test/probe.test.ts', 'await fetch(`${url}/rest/v1/orders`);'],
    ['shell/src/features/probe.ts', 'await fetch("/functions/v1/create-charge");'],
  ])('%s may: %s', async (file, code) => {
    expect(await dialectErrors(file, code)).toEqual([]);
  });
});
