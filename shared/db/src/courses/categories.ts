/** courses.category's values, in the order the filters and forms list them. */
export const CATEGORIES = ['programming', 'web-development', 'mobile-development', 'data-science', 'devops', 'design'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The Thai name of each category: the filters, the course forms and the cards say the same. */
export const CATEGORY_LABELS: Record<Category, string> = {
  programming: 'การเขียนโปรแกรม',
  'web-development': 'พัฒนาเว็บไซต์',
  'mobile-development': 'พัฒนาแอปมือถือ',
  'data-science': 'วิทยาการข้อมูล',
  devops: 'DevOps',
  design: 'ออกแบบ',
};

export function isCategory(value: string): value is Category {
  return CATEGORIES.some((category) => category === value);
}

/** The Thai name of a category; an unknown one is shown as it is. */
export function categoryLabel(category: string): string {
  return isCategory(category) ? CATEGORY_LABELS[category] : category;
}
