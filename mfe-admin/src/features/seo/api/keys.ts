export const seoKeys = {
  all: ['admin', 'seo'] as const,
  list: () => [...seoKeys.all, 'list'] as const,
  /**
   * The shell's own cache of site_seo (shell/src/features/seo/api/keys.ts). The query client is
   * one federation singleton, so invalidating it here updates the document head at once.
   */
  shellHead: ['site-seo'] as const,
};
