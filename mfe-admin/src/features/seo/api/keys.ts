import { siteSeoKeys } from '@shared/platform/query/cross-app-keys';

export const seoKeys = {
  all: ['admin', 'seo'] as const,
  list: () => [...seoKeys.all, 'list'] as const,
};

/** The shell's cache of site_seo (the document head); the query client is one singleton, so invalidating it updates the head at once. */
export const shellHeadKey = siteSeoKeys.all;
