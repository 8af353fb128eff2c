/** Query keys of the admin's dashboard figures; every admin write invalidates `all`. */
export const statsKeys = {
  all: ['admin', 'stats'] as const,
};
