import { z } from '@shared/zod';

/** The settings admin_update_site_settings answers with, as `Json`: parsed where they cross into the app (a read of the table is typed). */
export const siteSettingsSchema = z.object({
  school_name: z.string(),
  school_tax_id: z.string().nullable(),
  school_address: z.string(),
  promptpay_id: z.string().nullable(),
  order_expiry_minutes: z.number().int(),
  updated_at: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const SITE_SETTINGS_COLUMNS = 'school_name,school_tax_id,school_address,promptpay_id,order_expiry_minutes,updated_at';
