export const mfaKeys = {
  all: ['admin', 'mfa'] as const,
  factors: () => [...mfaKeys.all, 'factors'] as const,
  enrolment: (userId: string) => [...mfaKeys.all, 'enrolment', userId] as const,
};
