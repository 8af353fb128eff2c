import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@shared/db/answer';
import { orderKeys } from './keys.ts';

/** Long enough to look at the slip and open it full size; short enough that a copied link soon stops working. */
const SIGNED_URL_SECONDS = 10 * 60;

/**
 * A signed URL for a slip in the private bucket (the admin SELECT policy on storage.objects
 * allows it). The storage client is imported on demand, so no other admin view downloads it.
 */
export async function getSlipUrl(objectPath: string): Promise<string> {
  const { getStorage } = await import('@shared/platform/supabase/storage');
  return unwrap(await getStorage().from('payment-slips').createSignedUrl(objectPath, SIGNED_URL_SECONDS)).signedUrl;
}

export function useSlipUrl(objectPath: string) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.slipUrl(objectPath),
      queryFn: () => getSlipUrl(objectPath),
      // Refetch well before the link expires while the dialog stays open.
      staleTime: (SIGNED_URL_SECONDS - 60) * 1000,
    }),
  );
}
