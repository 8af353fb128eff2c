export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
};
