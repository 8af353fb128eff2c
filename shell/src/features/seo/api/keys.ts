/** site_seo keys are shared with mfe-admin, which refreshes the head after an edit. */
export { siteSeoKeys } from '@shared/platform/query/cross-app-keys';
