import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import type { Tables } from '@shared/db';
import { assertOk } from '@shared/db/answer';
import { oneOf } from '@shared/db/row-values';
import { LEGAL_KINDS, type LegalKind } from './legal-kind.ts';
import { legalKeys } from './keys.ts';

type LegalDocumentRow = Pick<Tables<'legal_documents'>, 'kind' | 'version' | 'title' | 'body' | 'published_at'>;
export type LegalDocument = Omit<LegalDocumentRow, 'kind'> & { kind: LegalKind };

function toLegalDocument(row: LegalDocumentRow): LegalDocument {
  return { ...row, kind: oneOf(LEGAL_KINDS, row.kind, 'legal_documents.kind') };
}

/**
 * The current version of a policy document: the newest one already published (RLS shows
 * visitors only published rows; the filter keeps an admin's scheduled draft off the page).
 * null before the school has published any.
 */
export async function getCurrentLegalDocument(kind: LegalKind): Promise<LegalDocument | null> {
  const answer = await getSupabase()
    .from('legal_documents')
    .select('kind, version, title, body, published_at')
    .eq('kind', kind)
    .lte('published_at', new Date().toISOString())
    .order('version', { ascending: false })
    .limit(1)
    .maybeSingle();
  assertOk(answer);
  return answer.data === null ? null : toLegalDocument(answer.data);
}

export const currentLegalDocumentQueryOptions = (kind: LegalKind) =>
  queryOptions({
    queryKey: legalKeys.current(kind),
    queryFn: () => getCurrentLegalDocument(kind),
    staleTime: 10 * 60 * 1000,
  });

export function useCurrentLegalDocument(kind: LegalKind) {
  return useQuery(currentLegalDocumentQueryOptions(kind));
}
