import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Derives fast-check arbitraries from zod 4 schemas by reading their definitions (`_zod.def`):
 * objects, strings (with formats, lengths and patterns), numbers (with bounds), booleans, enums,
 * literals, arrays, optionals, nullables, defaults, pipes, unions, records and tuples.
 *
 * The values are plausible rather than always valid (refinements are not solved), which is what a
 * fuzzer wants as a starting point before it mutates them.
 */

type Def = { type: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };
type Schema = z.ZodType | z.core.$ZodType;

export interface DeriveOptions {
  /** Real values for fields by name (the last key of the path), mixed in with generated ones. */
  samples?: Record<string, readonly unknown[]>;
}

export const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check['_zod']['def'][] => ((def.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);

/** Lengths and bounds a schema's checks ask for. */
function bounds(def: Def) {
  let min: number | undefined;
  let max: number | undefined;
  let int = false;
  const patterns: RegExp[] = [];
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = c.minimum as number;
    else if (c.check === 'max_length') max = c.maximum as number;
    else if (c.check === 'length_equals') min = max = c.length as number;
    else if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : 1);
    else if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : 1);
    else if (c.check === 'number_format') int = c.format !== 'float32' && c.format !== 'float64';
    else if (c.check === 'string_format' && c.format === 'regex') patterns.push(c.pattern as RegExp);
  }
  return { min, max, int, patterns };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isoDay = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
const someDate = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true });

function stringArb(def: Def): fc.Arbitrary<string> {
  const { min, max, patterns } = bounds(def);
  switch (def.format) {
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return someDate.map(isoDay);
    case 'datetime':
      return someDate.map((d) => d.toISOString());
    case 'time':
      return fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`);
    case 'url':
      return fc.webUrl();
    default:
      break;
  }
  const pattern = patterns[0];
  if (pattern) {
    try {
      const matching = fc.stringMatching(pattern);
      // A pattern without a length bound can run past max; cut it (the result may then not match).
      return max === undefined ? matching : matching.map((s) => s.slice(0, max));
    } catch {
      // fast-check cannot read every regex (e.g. \p{...}); plain strings will do.
    }
  }
  const constraints = { minLength: min ?? 0, maxLength: Math.min(max ?? 60, 400) };
  return fc.oneof(fc.string(constraints), fc.string({ ...constraints, unit: 'grapheme' }));
}

function numberArb(def: Def): fc.Arbitrary<number> {
  const { min, max, int } = bounds(def);
  if (int || def.coerce) {
    return fc.integer({ min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER), max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER) });
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/** Whether an object key may be left out. */
export function isOptional(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe') return isOptional(def.in as Schema);
  if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch') return isOptional(def.innerType as Schema);
  return false;
}

/** A plausible value for `schema`; `key` is the field it sits in, to pick up samples. */
export function arbitraryOf(schema: Schema, opts: DeriveOptions = {}, key?: string, depth = 0): fc.Arbitrary<unknown> {
  const derived = derive(schema, opts, key, depth);
  const samples = key !== undefined ? opts.samples?.[key] : undefined;
  if (!samples?.length) return derived;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...samples) }, { weight: 1, arbitrary: derived });
}

function derive(schema: Schema, opts: DeriveOptions, key: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown, k = key) => arbitraryOf(s as Schema, opts, k, depth + 1);
  if (depth > 12) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return stringArb(def);
    case 'number':
      return numberArb(def);
    case 'int':
      return fc.integer();
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return someDate;
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const keys = Object.keys(shape);
      const record = fc.record(Object.fromEntries(keys.map((k) => [k, inner(shape[k], k)])), {
        requiredKeys: keys.filter((k) => !isOptional(shape[k]!)),
      });
      return record;
    }
    case 'array': {
      const { min, max } = bounds(def);
      return fc.array(inner(def.element, key === undefined ? undefined : `${key}[]`), { minLength: min ?? 0, maxLength: Math.min(max ?? 5, 40) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map((s) => inner(s)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), inner(def.valueType), { maxKeys: 5 });
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 5 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 5 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe': {
      // The input side decides what is accepted, unless the output is a stricter schema (z.string().pipe(z.email())).
      const out = defOf(def.out as Schema);
      return out.type === 'transform' || out.type === 'custom' ? inner(def.in) : inner(def.out);
    }
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((s) => inner(s)));
    case 'intersection':
      return inner(def.left);
    case 'lazy':
      return inner((def.getter as () => Schema)());
    default:
      // transform, custom, any, unknown ...: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The keys of an object schema (looking through optional, nullable, pipes and refinements). */
export function objectShape(schema: Schema | undefined): Record<string, Schema> | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, Schema>;
  if (def.type === 'pipe') return objectShape(def.in as Schema);
  if ('innerType' in def) return objectShape(def.innerType as Schema);
  return undefined;
}
