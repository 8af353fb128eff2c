import type { LegalKind } from './legal-kind.ts';

/** Query keys for `legal_documents` as this remote reads it. */
export const legalKeys = {
  all: ['legal-documents'] as const,
  current: (kind: LegalKind) => [...legalKeys.all, kind, 'current'] as const,
};
