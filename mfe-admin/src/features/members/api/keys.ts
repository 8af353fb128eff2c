export const memberKeys = {
  all: ['admin', 'members'] as const,
  list: () => [...memberKeys.all, 'list'] as const,
  privacy: () => [...memberKeys.all, 'privacy'] as const,
};
