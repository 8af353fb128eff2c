import { describe, expect, test } from 'vitest';
import type { DbFunction, FunctionArg } from './catalog-types.ts';
import { chooseOverload, type CallShape } from './rpc-overloads.ts';

const arg = (name: string, type: string, hasDefault = false): FunctionArg => ({ name, type, isArray: false, hasDefault });
const fn = (args: FunctionArg[]): DbFunction => ({
  schema: 'public',
  name: 'f',
  args,
  returnsSet: false,
  returnColumns: null,
  returnRelation: null,
  returnsVoid: false,
  volatility: 'v',
});
const post = (keys: string[], media: CallShape['media'] = 'json', singleObject = false): CallShape => ({
  keys,
  isPost: true,
  media,
  singleObject,
});

describe('chooseOverload (PostgREST findProc)', () => {
  const one = fn([arg('a', 'integer')]);
  const two = fn([arg('a', 'integer'), arg('b', 'integer', true)]);
  const unnamed = fn([arg('', 'jsonb')]);

  test('required parameters must all be given, optional ones may be, nothing else', () => {
    expect(chooseOverload([one], post(['a']))?.fn).toBe(one);
    expect(chooseOverload([one], post(['a', 'x']))).toBeNull();
    expect(chooseOverload([two], post(['a']))?.fn).toBe(two);
    expect(chooseOverload([two], post(['b']))).toBeNull();
  });

  test('several fits are 300 PGRST203', () => {
    expect(() => chooseOverload([two, one], post(['a']))).toThrow(
      'Could not choose the best candidate function between: public.f(a => integer), public.f(a => integer, b => integer)',
    );
  });

  test('a single unnamed parameter is the fallback, by media type, on POST only', () => {
    expect(chooseOverload([one, unnamed], post(['x']))).toEqual({ fn: unnamed, wholeBody: true });
    expect(chooseOverload([one, unnamed], post(['a']))).toEqual({ fn: one, wholeBody: false });
    expect(chooseOverload([unnamed], post([], 'text'))).toBeNull();
    expect(chooseOverload([unnamed], { keys: ['x'], isPost: false, media: 'json', singleObject: false })).toBeNull();
  });

  test('params=single-object picks the function with one json/jsonb parameter, named or not', () => {
    const payload = fn([arg('payload', 'json')]);
    expect(chooseOverload([one, payload], post(['a'], 'json', true))).toEqual({ fn: payload, wholeBody: true });
  });
});
