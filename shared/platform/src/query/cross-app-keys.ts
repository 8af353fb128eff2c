/**
 * Query keys that more than one app touches. The query client is one
 * federation singleton, so when mfe-admin saves SEO rows it can refresh the
 * shell's document head at once, but only if both agree on the key: it lives
 * here, not as a string repeated in two apps.
 */
export const siteSeoKeys = {
  all: ['site-seo'] as const,
  list: () => [...siteSeoKeys.all, 'list'] as const,
};
