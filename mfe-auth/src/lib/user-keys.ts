/** Query keys for the `users` resource as this remote reads it. */
export const userKeys = {
  all: ['users'] as const,
  homePath: (userId: string) => [...userKeys.all, userId, 'home-path'] as const,
};
