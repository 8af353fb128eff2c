/** The e-mails a member may switch off (the receipt is transactional: always sent). */
export const OPTIONAL_KINDS = ['welcome', 'enrollment', 'certificate', 'qa_reply', 'continue_learning'] as const;
export type OptionalKind = (typeof OPTIONAL_KINDS)[number];

export const isOptionalKind = (value: string): value is OptionalKind => OPTIONAL_KINDS.some((kind) => kind === value);
