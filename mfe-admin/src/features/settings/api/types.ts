import type { Tables } from '@shared/db';

/** The columns of the one site_settings row the settings tab shows; a read and admin_update_site_settings both answer typed rows. */
export type SiteSettings = Pick<
  Tables<'site_settings'>,
  'school_name' | 'school_tax_id' | 'school_address' | 'promptpay_id' | 'order_expiry_minutes' | 'updated_at'
>;

export const SITE_SETTINGS_COLUMNS = 'school_name,school_tax_id,school_address,promptpay_id,order_expiry_minutes,updated_at';

/** The same columns out of a whole row (the update's answer), so the cached settings keep one shape. */
export function toSiteSettings(row: SiteSettings): SiteSettings {
  return {
    school_name: row.school_name,
    school_tax_id: row.school_tax_id,
    school_address: row.school_address,
    promptpay_id: row.promptpay_id,
    order_expiry_minutes: row.order_expiry_minutes,
    updated_at: row.updated_at,
  };
}
