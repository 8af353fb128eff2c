import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { settingsKeys } from './keys.ts';
import { SITE_SETTINGS_COLUMNS, type SiteSettings } from './types.ts';

/** The one site_settings row (readable by anyone: checkout and receipts show it). */
export async function getSiteSettings(): Promise<SiteSettings> {
  const answer = await getSupabase().from('site_settings').select(SITE_SETTINGS_COLUMNS).single();
  return unwrap(answer);
}

export const siteSettingsQuery = () => queryOptions({ queryKey: settingsKeys.all, queryFn: getSiteSettings });

export function useSiteSettings() {
  return useQuery(siteSettingsQuery());
}
