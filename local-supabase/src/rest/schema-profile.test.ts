import { expect, test } from 'vitest';
import { chooseSchema } from './schema-profile.ts';

const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

test('reads use Accept-Profile, writes Content-Profile; the first schema is the default', () => {
  const exposed = ['public', 'compat'];
  expect(chooseSchema(['public'], 'GET', headers({}))).toEqual({ schema: 'public', negotiated: false });
  expect(chooseSchema(exposed, 'GET', headers({}))).toEqual({ schema: 'public', negotiated: true });
  expect(chooseSchema(exposed, 'GET', headers({ 'Accept-Profile': 'compat', 'Content-Profile': 'nope' }))).toEqual({
    schema: 'compat',
    negotiated: true,
  });
  expect(chooseSchema(exposed, 'PATCH', headers({ 'Content-Profile': 'compat', 'Accept-Profile': 'nope' }))).toEqual({
    schema: 'compat',
    negotiated: true,
  });
  expect(() => chooseSchema(exposed, 'POST', headers({ 'Content-Profile': 'auth' }))).toThrow(
    expect.objectContaining({
      status: 406,
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      hint: 'Only the following schemas are exposed: public, compat',
    }),
  );
});
