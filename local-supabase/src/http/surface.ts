/** Which API answers a path: errors take that API's shape. */
export type Surface = 'rest' | 'auth' | 'storage' | 'other';

export function surfaceOf(path: string): Surface {
  if (path.startsWith('/rest/')) return 'rest';
  if (path.startsWith('/auth/')) return 'auth';
  if (path.startsWith('/storage/')) return 'storage';
  return 'other';
}

/** GoTrue stamps every answer with its API version; supabase-js reads error codes only with it. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';
