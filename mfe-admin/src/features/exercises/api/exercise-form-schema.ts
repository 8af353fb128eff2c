import { z } from '@shared/zod';
import { adminTh } from '../../../config/messages.ts';
import { requiredText } from '../../../lib/zod-helpers.ts';

const t = adminTh.exercises;
/** The database's limits (migration 20261124040000): code ≤ 64 KB of UTF-8, ≤ 20 tests of ≤ 20000 characters. */
const MAX_CODE_BYTES = 65536;
const code = z.string().refine((v) => new TextEncoder().encode(v).length <= MAX_CODE_BYTES, t.codeTooLarge);

const testSchema = z.object({
  name: requiredText(200),
  code: z.string().trim().min(1, t.testCodeRequired).max(20000, adminTh.validation.tooLong(20000)),
});
const uniqueNames = (tests: { name: string }[]) => new Set(tests.map((x) => x.name.trim())).size === tests.length;

export const exerciseFormSchema = z.object({
  language: z.enum(['javascript', 'python']),
  starter_code: code,
  solution: code,
  tests: z.array(testSchema).min(1, t.testRequired).max(20, t.testsTooMany).refine(uniqueNames, t.testNamesUnique),
  /** Run by the server's grader only; learners never read them (decision 0043). None is allowed. */
  hidden_tests: z.array(testSchema).max(20, t.testsTooMany).refine(uniqueNames, t.testNamesUnique),
});
export type ExerciseFormValues = z.infer<typeof exerciseFormSchema>;

export const emptyExercise: ExerciseFormValues = {
  language: 'javascript',
  starter_code: '',
  solution: '',
  tests: [{ name: '', code: '' }],
  hidden_tests: [],
};
