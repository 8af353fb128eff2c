export const certificateKeys = {
  all: ['certificates'] as const,
  mine: (userId: string) => [...certificateKeys.all, 'mine', userId] as const,
  verify: (code: string) => [...certificateKeys.all, 'verify', code] as const,
};
