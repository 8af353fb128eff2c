/** Query keys for the signed-in member's consent status (one per member, kept for the session). */
export const consentKeys = {
  all: ['consent-status'] as const,
  status: (userId: string) => [...consentKeys.all, userId] as const,
};
