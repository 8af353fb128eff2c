import { expect, test } from 'vitest';
import { estimatedBytes } from './plan-estimate.ts';

test('SubPlans count once per input row of their parent, so nested embeds multiply', () => {
  const lessons = { 'Node Type': 'Seq Scan', 'Plan Rows': 8, 'Plan Width': 100 };
  const perCourse = {
    'Node Type': 'Aggregate',
    'Parent Relationship': 'SubPlan',
    'Plan Rows': 1,
    'Plan Width': 32,
    Plans: [{ ...lessons, 'Parent Relationship': 'Outer' }],
  };
  const courses = { 'Node Type': 'Seq Scan', 'Plan Rows': 10, 'Plan Width': 50, Plans: [perCourse] };
  // 10 courses x 50 bytes, then 10 executions of the aggregate (32 bytes) over 8 lessons x 100 bytes.
  expect(estimatedBytes(courses)).toBe(10 * 50 + 10 * 32 + 10 * 8 * 100);
  const deeper = { ...courses, Plans: [{ ...perCourse, Plans: [{ ...lessons, 'Parent Relationship': 'Outer', Plans: [perCourse] }] }] };
  expect(estimatedBytes(deeper)).toBeGreaterThan(8 * estimatedBytes(courses));
});
