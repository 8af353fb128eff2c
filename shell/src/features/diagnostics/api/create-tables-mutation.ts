import { useMutation, useQueryClient } from '@tanstack/react-query';
// zod/mini: tree-shakable, and its object parser never probes eval (the CSP forbids it).
import * as z from 'zod/mini';
import { getRestClient } from '@shared/db/rest';
import { unwrap } from '@shared/db/answer';
import { toAppError } from '@shared/messages/errors';
import { diagnosticsText } from '../diagnostics-messages.ts';
import { diagnosticsKeys } from './keys.ts';

/** create_initial_schema() answers { ok, tables } (docs/data-model.md); anything else is a failure. */
const createTablesResultSchema = z.object({ ok: z.boolean(), tables: z.array(z.string()) });

export type CreateTablesResult = z.infer<typeof createTablesResultSchema>;

export async function createTables(): Promise<CreateTablesResult> {
  // create_initial_schema answers `Json`: read through zod. A failure is told in the diagnostics' own words.
  let answer;
  try {
    answer = unwrap(await getRestClient().rpc('create_initial_schema'));
  } catch (error) {
    throw new Error(diagnosticsText.createTablesFailed(toAppError(error).message), { cause: error });
  }
  const parsed = createTablesResultSchema.safeParse(answer);
  if (!parsed.success || !parsed.data.ok)
    throw new Error(diagnosticsText.createTablesFailed('unexpected answer from create_initial_schema'));
  return parsed.data;
}

export function useCreateTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTables,
    // Whatever happened, the checks are now out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: diagnosticsKeys.connection() }),
  });
}
