import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRestClient } from '@shared/db/rest';
import { unwrap } from '@shared/db/answer';
import { toAppError } from '@shared/messages/errors';
import { diagnosticsText } from '../diagnostics-messages.ts';
import { diagnosticsKeys } from './keys.ts';

/** create_initial_schema() answers { ok, tables } (docs/data-model.md); anything else is a failure. */
export interface CreateTablesResult {
  ok: boolean;
  tables: string[];
}

/** The answer read by hand (the landing holds this code; zod came with it, decision 0077); undefined if it is not one. */
function readCreateTablesResult(answer: unknown): CreateTablesResult | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { ok, tables } = answer as Record<string, unknown>;
  if (typeof ok !== 'boolean' || !Array.isArray(tables) || !tables.every((table) => typeof table === 'string')) return undefined;
  return { ok, tables };
}

export async function createTables(): Promise<CreateTablesResult> {
  // create_initial_schema answers `Json`: read by hand. A failure is told in the diagnostics' own words.
  let answer;
  try {
    answer = unwrap(await getRestClient().rpc('create_initial_schema'));
  } catch (error) {
    throw new Error(diagnosticsText.createTablesFailed(toAppError(error).message), { cause: error });
  }
  const result = readCreateTablesResult(answer);
  if (!result?.ok) throw new Error(diagnosticsText.createTablesFailed('unexpected answer from create_initial_schema'));
  return result;
}

export function useCreateTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTables,
    // Whatever happened, the checks are now out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: diagnosticsKeys.connection() }),
  });
}
