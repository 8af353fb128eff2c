export interface SeoRow {
  path: string;
  title: string;
  description: string;
  updated_at: string;
}
