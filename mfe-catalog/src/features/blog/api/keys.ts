/** Query keys of the blog (one factory per resource). */
export const blogKeys = {
  all: ['blog'] as const,
  page: (page: number) => [...blogKeys.all, 'page', page] as const,
  article: (slug: string) => [...blogKeys.all, 'article', slug] as const,
};
