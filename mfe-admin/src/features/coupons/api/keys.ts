export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  list: () => [...couponKeys.all, 'list'] as const,
  courseOptions: () => [...couponKeys.all, 'course-options'] as const,
};
