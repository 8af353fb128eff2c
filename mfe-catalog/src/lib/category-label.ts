import { th } from 'shared/messages';
import { CATEGORIES, type Category } from './course-schemas.ts';

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

export function categoryLabel(category: string): string {
  return isCategory(category) ? th.categories[category] : category;
}
