/** The two policy documents of decision 0027 and the page that shows each. */
export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LEGAL_PATHS: Record<LegalKind, string> = { terms: '/terms', privacy: '/privacy' };
