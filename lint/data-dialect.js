// @ts-check
/**
 * The one data dialect (decision 0063): typed query → small mapper → `queryOptions` from a key factory. These
 * are the shapes that undo it, each refused with the reason. A type argument on `.single()`, `.maybeSingle()`
 * or `.returns()` and `.overrideTypes()` are unchecked casts of a query's answer (postgrest-js only trusts them);
 * `z.coerce` turns any input into a number or string, so a wrong column type passes unseen; a `queryKey` array
 * written where it is used drifts from the feature's key factory (`keys.ts`), which invalidation relies on; a
 * raw `fetch` of `/rest/v1` skips the typed client altogether.
 */

/** @type {Record<string, string>} selector → why it is refused */
const REFUSED = {
  "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(single|maybeSingle|returns)$/][typeArguments]":
    'A type argument on .single()/.maybeSingle()/.returns() is an unchecked cast of the answer: let the typed client infer the row (decision 0063).',
  "MemberExpression[property.name='overrideTypes']":
    '.overrideTypes() is an unchecked cast of the answer: let the typed client infer the row (decision 0063).',
  "MemberExpression[object.name='z'][property.name='coerce']":
    'z.coerce accepts any input: parse the type the boundary really carries (decision 0063: zod only at trust boundaries, no coercion of money or ids).',
  "CallExpression[callee.name='fetch'] :matches(Literal[value=/\\/rest\\/v1/], TemplateElement[value.raw=/\\/rest\\/v1/])":
    'A raw fetch of /rest/v1 bypasses the typed client: query through getSupabase()/getRestClient() (decision 0063).',
};

/** Outside a key factory, `queryKey: [...]` is a key written by hand. */
const INLINE_KEY =
  "Property[key.name='queryKey']:matches([value.type='ArrayExpression'], [value.type=/^TS(As|Satisfies)Expression$/][value.expression.type='ArrayExpression'])";
const INLINE_KEY_MESSAGE =
  "A queryKey written where it is used drifts from the feature's key factory: take it from its keys.ts (decision 0063).";

/** A key factory: `keys.ts`, `*-keys.ts` (e.g. @shared/platform's cross-app-keys.ts). */
export const isKeyFactory = (/** @type {string} */ filename) => /(^|[/\\-])keys\.ts$/.test(filename);

/** @type {import('eslint').Rule.RuleModule} */
const noUncheckedData = {
  meta: {
    type: 'problem',
    docs: { description: 'The one data dialect: no casts of query answers, no coercion, no raw REST fetches.' },
    schema: [],
  },
  create(context) {
    /** @type {import('eslint').Rule.RuleListener} */
    const listeners = {};
    for (const [selector, message] of Object.entries(REFUSED)) {
      listeners[selector] = (/** @type {import('estree').Node} */ node) => context.report({ node, message });
    }
    return listeners;
  },
};

/**
 * The flat-config block. `queryKey` literals are allowed in tests (a test may build its own query); everything else
 * applies to tests as well, except the files that send wrong input on purpose.
 * @param {{ files: string[], ignores: string[], testFiles: string[] }} where
 * @returns {import('eslint').Linter.Config[]}
 */
export function dataDialect({ files, ignores, testFiles }) {
  const plugins = { dialect: { rules: { 'no-unchecked-data': noUncheckedData, 'no-inline-query-key': inlineKeyOnly() } } };
  return [
    { files, ignores, plugins, rules: { 'dialect/no-unchecked-data': 'error' } },
    { files, ignores: [...ignores, ...testFiles], plugins, rules: { 'dialect/no-inline-query-key': 'error' } },
  ];
}

/** @returns {import('eslint').Rule.RuleModule} */
function inlineKeyOnly() {
  return {
    meta: { type: 'problem', docs: { description: 'Query keys come from the feature key factory.' }, schema: [] },
    create: (context) =>
      isKeyFactory(context.filename)
        ? {}
        : { [INLINE_KEY]: (/** @type {import('estree').Node} */ node) => context.report({ node, message: INLINE_KEY_MESSAGE }) },
  };
}
