/** Query keys for the landing page's articles (one factory per resource). */
export const articleKeys = {
  all: ['articles'] as const,
  latest: (limit: number) => [...articleKeys.all, 'latest', limit] as const,
};
