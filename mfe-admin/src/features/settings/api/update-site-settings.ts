import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@shared/zod';
import { getSupabase } from '@shared/platform/supabase';
import { unwrap } from '@shared/db/answer';
import { adminTh } from '../../../config/messages.ts';
import { requiredText, optionalText } from '../../../lib/zod-helpers.ts';
import { digitsOnly, isValidPromptPayId, isValidThaiTaxId } from '../lib/thai-ids.ts';
import { settingsKeys } from './keys.ts';
import { toSiteSettings, type SiteSettings } from './types.ts';

const t = adminTh.settings.invalid;

/** Optional digits: '' stays '' (none), anything else must pass `valid` once spaces and dashes are gone. */
const optionalDigits = (valid: (digits: string) => boolean, message: string) =>
  z
    .string()
    .transform(digitsOnly)
    .refine((v) => v === '' || valid(v), message);

/** The same checks admin_update_site_settings makes, so the admin sees them at the field before saving. */
export const siteSettingsFormSchema = z.object({
  school_name: requiredText(200),
  school_tax_id: optionalDigits(isValidThaiTaxId, t.taxId),
  school_address: optionalText(500),
  promptpay_id: optionalDigits(isValidPromptPayId, t.promptpay),
  order_expiry_minutes: z.number({ error: t.expiry }).int(t.expiry).min(5, t.expiry).max(1440, t.expiry),
});
export type SiteSettingsFormInput = z.infer<typeof siteSettingsFormSchema>;

/** The server's rule keys, and the field each belongs to. */
export const SETTINGS_ERROR_FIELD = {
  settings_invalid_promptpay: 'promptpay_id',
  settings_invalid_tax_id: 'school_tax_id',
  settings_invalid_expiry: 'order_expiry_minutes',
} as const satisfies Record<string, keyof SiteSettingsFormInput>;

export function toSettingsForm(settings: SiteSettings): SiteSettingsFormInput {
  return {
    school_name: settings.school_name,
    school_tax_id: settings.school_tax_id ?? '',
    school_address: settings.school_address,
    promptpay_id: settings.promptpay_id ?? '',
    order_expiry_minutes: settings.order_expiry_minutes,
  };
}

/** rpc admin_update_site_settings: the only write path to the row; digits only, empty IDs as null. */
export async function updateSiteSettings(input: SiteSettingsFormInput): Promise<SiteSettings> {
  const v = siteSettingsFormSchema.parse(input);
  const answer = await getSupabase().rpc('admin_update_site_settings', {
    p_settings: {
      school_name: v.school_name,
      school_tax_id: v.school_tax_id === '' ? null : v.school_tax_id,
      school_address: v.school_address,
      promptpay_id: v.promptpay_id === '' ? null : v.promptpay_id,
      order_expiry_minutes: v.order_expiry_minutes,
    },
  });
  return toSiteSettings(unwrap(answer));
}

export function useUpdateSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.all, saved),
  });
}
