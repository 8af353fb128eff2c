export const settingsKeys = {
  all: ['admin', 'site-settings'] as const,
};
