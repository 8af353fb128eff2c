import { th } from '@shared/messages';

/** courses.category's values, in the order the filters and forms list them. */
export const CATEGORIES = ['programming', 'web-development', 'mobile-development', 'data-science', 'devops', 'design'] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return CATEGORIES.some((category) => category === value);
}

/** The Thai name of a category; an unknown one is shown as it is. */
export function categoryLabel(category: string): string {
  return isCategory(category) ? th.categories[category] : category;
}
