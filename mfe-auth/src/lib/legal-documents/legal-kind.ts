/** The school's policy documents (decision 0027): shown by the legal pages and agreed to on registering, so both features read them here. */
/** The two policy documents of decision 0027 and the page that shows each. */
export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LEGAL_PATHS: Record<LegalKind, string> = { terms: '/terms', privacy: '/privacy' };
