/** Query keys for the site_seo table (one factory per resource). */
export const siteSeoKeys = {
  all: ['site-seo'] as const,
  list: () => [...siteSeoKeys.all, 'list'] as const,
};
