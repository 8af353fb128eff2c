import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { featureZones } from './feature-zones.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const APPS = ['shell', 'mfe-auth', 'mfe-catalog', 'mfe-learner', 'mfe-admin'];

/** Only the feature-zones rule (plus a parser for TypeScript), over a source text placed at `file`. */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, featureZones(APPS, ROOT)],
  });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

describe('features meet in routes (decision 0065)', () => {
  it.each([
    ['mfe-learner/src/features/lessons/components/probe.tsx', "import { QuizLesson } from '../../quizzes/components/quiz-lesson.tsx';"],
    ['mfe-catalog/src/features/checkout/api/probe.ts', "export { courseKeys } from '../../courses/api/keys.ts';"],
    ['mfe-admin/src/features/studio/probe.test.tsx', "import { startFake } from '../orders/components/orders-test-backend.ts';"],
    ['shell/src/features/header/probe.tsx', "const Toggle = await import('../theme/theme-toggle.tsx');"],
    ['mfe-learner/src/features/lessons/components/probe.test.tsx', "vi.mock('../../quizzes/api/get-quiz.ts', () => ({}));"],
  ])('%s may not import another feature: %s', async (file, code) => {
    const errors = await zoneErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('features/no-cross-feature-imports');
    expect(errors[0]).toContain('features meet in routes');
  });

  it.each([
    ['mfe-admin/src/components/probe.tsx', "import { insertAround } from '../features/courses/lib/textarea-insert.ts';"],
    ['mfe-admin/src/lib/probe.test.ts', "import { incomeCsv } from '../features/studio/lib/income-csv.ts';"],
    ['mfe-catalog/src/testing/probe.ts', "vi.mock('../features/checkout/api/get-order.ts');"],
    ['mfe-learner/src/config/probe.ts', "export { lessonKeys } from '../features/lessons/api/keys.ts';"],
  ])('%s, shared by the features, may not depend on one: %s', async (file, code) => {
    const errors = await zoneErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('never depends on one feature');
  });

  it.each([
    ['mfe-learner/src/features/lessons/components/probe.tsx', "import { LessonBody } from './lesson-body.tsx';"],
    ['mfe-learner/src/features/lessons/components/probe.tsx', "import { lessonKeys } from '../api/keys.ts';"],
    ['mfe-learner/src/features/quizzes/api/probe.ts', "import { lessonIdSchema } from '../../../lib/route-ids.ts';"],
    ['mfe-catalog/src/features/checkout/components/probe.test.tsx', "import { stubBackend } from '../../../testing/checkout-backend.ts';"],
    ['mfe-learner/src/app/routes/probe.tsx', "import { QuizLesson } from '../../features/quizzes/components/quiz-lesson.tsx';"],
    ['mfe-learner/src/features/lessons/probe.ts', "import { curriculumKeys } from '@shared/platform/query/cross-app-keys';"],
    ['mfe-learner/src/features/lessons/probe.test.ts', "vi.mock('../../../lib/route-ids.ts');"],
    ['mfe-learner/src/features/lessons/probe.test.ts', "vi.mock('./api/get-lesson.ts');"],
    ['mfe-admin/src/components/probe.tsx', "import { cn } from '../lib/cn.ts';"],
  ])('%s may: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });
});
