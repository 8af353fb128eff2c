import { postgrestError } from '../http/api-error.ts';
import type { DbFunction } from './catalog-types.ts';

/** The body's media type on POST: it decides which single unnamed parameter may take the whole body. */
export type BodyMedia = 'json' | 'text' | 'xml' | 'octet';

export interface CallShape {
  /** Argument names: the JSON body's keys (POST) or the query's argument keys (GET). */
  keys: string[];
  isPost: boolean;
  media: BodyMedia;
  /** `Prefer: params=single-object`. */
  singleObject: boolean;
}

/** How the chosen function takes its input: named arguments, or the whole body as its one parameter. */
export interface Chosen {
  fn: DbFunction;
  wholeBody: boolean;
}

const SINGLE_TYPES: Record<BodyMedia, string[]> = { json: ['json', 'jsonb'], text: ['text'], xml: ['xml'], octet: ['bytea'] };

const sameSet = (a: string[], b: string[]): boolean => new Set(a).size === new Set(b).size && a.every((k) => b.includes(k));

/** PostgREST's findProc: required parameters must all be given, optional ones may be, nothing else. */
function matchesParams(fn: DbFunction, shape: CallShape): boolean {
  const params = fn.args;
  if (shape.singleObject) return params.length === 1 && SINGLE_TYPES.json.includes(params[0]?.type ?? '');
  if (params.length === 0) return shape.keys.length === 0 && !(shape.isPost && shape.media !== 'json');
  const required = params.filter((p) => !p.hasDefault).map((p) => p.name);
  const optional = params.filter((p) => p.hasDefault).map((p) => p.name);
  return sameSet(
    shape.keys.filter((k) => !optional.includes(k)),
    required,
  );
}

function hasSingleUnnamedParam(fn: DbFunction, shape: CallShape): boolean {
  const [only, ...rest] = fn.args;
  return shape.isPost && only !== undefined && rest.length === 0 && only.name === '' && SINGLE_TYPES[shape.media].includes(only.type);
}

/** `public.fn(a => integer, b => text)`, fewest parameters first, as PostgREST lists the candidates. */
function ambiguous(candidates: DbFunction[]): Error {
  // Fewest parameters first, then by signature, so the wording does not depend on catalogue order.
  const listed = [...candidates]
    .sort((a, b) => a.args.length - b.args.length)
    .map((f) => `${f.schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
    .sort((a, b) => a.split('=>').length - b.split('=>').length || a.localeCompare(b));
  return postgrestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${listed.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** The one overload the call fits; null when none does; PGRST203 when several do. */
export function chooseOverload(overloads: DbFunction[], shape: CallShape): Chosen | null {
  const named = overloads.filter((f) => matchesParams(f, shape));
  const fallback = overloads.filter((f) => !matchesParams(f, shape) && hasSingleUnnamedParam(f, shape));
  const [onlyNamed] = named;
  if (onlyNamed !== undefined) {
    if (named.length > 1) throw ambiguous(named);
    // A lone unnamed parameter is positional in PostgREST (OnePosParam): it takes the whole body, `{"": …}` included.
    const positional = onlyNamed.args.length === 1 && onlyNamed.args[0]?.name === '';
    return { fn: onlyNamed, wholeBody: shape.singleObject || positional };
  }
  const [onlyFallback] = fallback;
  if (onlyFallback === undefined) return null;
  if (fallback.length > 1) throw ambiguous(fallback);
  return { fn: onlyFallback, wholeBody: true };
}
