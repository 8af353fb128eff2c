import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import type { LegalKind } from './legal-kind.ts';
import { legalKeys } from './keys.ts';

const legalDocumentSchema = z.object({
  kind: z.enum(['terms', 'privacy']),
  version: z.number().int().min(1),
  title: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/**
 * The current version of a policy document: the newest one already published (RLS shows
 * visitors only published rows; the filter keeps an admin's scheduled draft off the page).
 * null before the school has published any.
 */
export async function getCurrentLegalDocument(kind: LegalKind): Promise<LegalDocument | null> {
  const { data, error } = await getSupabase()
    .from('legal_documents')
    .select('kind, version, title, body, published_at')
    .eq('kind', kind)
    .lte('published_at', new Date().toISOString())
    .order('version', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data === null ? null : legalDocumentSchema.parse(data);
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
