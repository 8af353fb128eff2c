import type { FieldValues, Resolver } from 'react-hook-form';

type FormSchemas = typeof import('./form-schemas.ts');

let loading: Promise<FormSchemas> | undefined;

/**
 * The forms' zod schemas and resolvers, loaded once, when first needed (a field's first validation or a submission).
 * A failed load is not remembered, so the next attempt tries again.
 */
export function loadFormSchemas(): Promise<FormSchemas> {
  loading ??= import('./form-schemas.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * A react-hook-form resolver that loads the schemas on its first call and then validates as `zodResolver` does,
 * with the same messages: react-hook-form awaits a resolver, so a form validates the same, one module later.
 */
export function lazyResolver<T extends FieldValues>(pick: (schemas: FormSchemas) => Resolver<T>): Resolver<T> {
  return async (values, context, options) => pick(await loadFormSchemas())(values, context, options);
}
