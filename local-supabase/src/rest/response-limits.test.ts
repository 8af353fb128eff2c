import { expect, test } from 'vitest';
import { assertEmbedDepth, assertResponseSize, embedDepth } from './response-limits.ts';
import { parseSelect } from './select-parser.ts';

test('embedDepth counts nested embeds, not columns', () => {
  expect(embedDepth(parseSelect('id,title'))).toBe(0);
  expect(embedDepth(parseSelect('id,modules(id),teacher:users(name)'))).toBe(1);
  expect(embedDepth(parseSelect('*,lessons(*,courses(*,lessons(id)))'))).toBe(3);
});

test('assertEmbedDepth and assertResponseSize refuse past their bounds with local codes', () => {
  expect(() => assertEmbedDepth('a(b(c(d)))', 3)).not.toThrow();
  expect(() => assertEmbedDepth('a(b(c(d(e))))', 3)).toThrow(expect.objectContaining({ status: 400, code: 'LS101' }));
  expect(() => assertResponseSize('ก'.repeat(1000), 3000)).not.toThrow();
  expect(() => assertResponseSize('ก'.repeat(1001), 3000)).toThrow(expect.objectContaining({ status: 400, code: 'LS102' }));
  expect(() => assertResponseSize(null, 1)).not.toThrow();
});
