import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, for the contract fuzz suite (issue 8 §3). zod-fast-check only
 * reads zod 3, so this walks `schema._zod.def` itself.
 *
 * - `validInput(schema, hints)`: values the schema accepts. Where a check cannot be generated directly (a
 *   refine, a transform, a format), constrained samples (and the caller's hinted strings) are drawn and kept
 *   only when the schema accepts them.
 * - `invalidInput(schema)`: hostile values shaped like the input: wrong types, missing and extra fields, 1 MB
 *   strings, unicode, NUL bytes, `__proto__` and `constructor` keys, deep nesting, numbers at the edges.
 *   Most are refused by the schema; some (an extra field the object strips) are accepted, which is fine.
 * - `toJsonText(value)`: the JSON text to send. It keeps own `__proto__` keys and writes `RawJson` tokens as
 *   they are, so a body can carry what JSON.stringify cannot (-0, 1e999, 10,000 levels of nesting).
 */

/** A piece of JSON text written into the body as is. */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return this.text.length > 80 ? `RawJson(${this.text.slice(0, 40)}…${this.text.length} chars)` : this.text;
  }
}

/** Like JSON.stringify, but writes RawJson as is and keeps every own key, `__proto__` included. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${toJsonText((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  if (typeof value === 'string' && value.length > 64 * 1024) return bigStringJson(value);
  return JSON.stringify(value) ?? 'null';
}

/** The 1 MB strings come back in many cases: write each once. */
const bigStrings = new Map<string, string>();
function bigStringJson(s: string): string {
  let text = bigStrings.get(s);
  if (text === undefined) {
    text = JSON.stringify(s);
    if (bigStrings.size < 16) bigStrings.set(s, text);
  }
  return text;
}

/** A copy of `obj` with `key` as an own, enumerable key, even when the key is `__proto__`. */
export function withKey(obj: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...obj };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A JSON object text nested `depth` levels deep, as arrays or as objects. */
export function deepNesting(depth: number, kind: 'array' | 'object'): RawJson {
  return kind === 'array'
    ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
    : new RawJson('{"a":'.repeat(depth) + 'null' + '}'.repeat(depth));
}

export class UnsupportedSchemaError extends Error {}

type Def = z.core.$ZodTypes['_zod']['def'];
type Check = { check: string; [k: string]: unknown };

const defOf = (schema: z.core.$ZodType) => (schema as z.core.$ZodTypes)._zod.def as Def;
const checksOf = (schema: z.core.$ZodType): Check[] =>
  ((defOf(schema) as { checks?: z.core.$ZodCheck[] }).checks ?? []).map((c) => c._zod.def as unknown as Check);

// ---------------------------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------------------------

const MB = 1024 * 1024;
/** Built once: the cases share them, so 10,000 cases do not hold 10,000 megabytes. */
const oneMbStrings = [
  'a'.repeat(MB),
  ('\u0000' + 'a'.repeat(1023)).repeat(1024),
  'é'.repeat(MB / 2), // 1 MB of UTF-8
  '😀'.repeat(MB / 4),
];

/** Text that has broken parsers, databases and log lines. */
export const trickyStrings: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'a\u0000b',
  '\u0000',
  'fan@stagepass.test\u0000',
  '😀', // astral, two UTF-16 units
  '𝕏𝔸𝕄',
  '\u{10FFFF}',
  '\uD800', // a lone surrogate
  '\uDFFFx\uD83D',
  '\u202Eevil\u202C', // right-to-left override
  'مرحبا بالعالم',
  'שלום',
  'e\u0301\u0301\u0301', // combining marks
  'Z\u0335\u0322\u031B\u0353\u0344',
  '\uFEFFbom',
  'zero\u200Bwidth',
  '\u2028\u2029',
  '%s%n%x',
  "'; drop table members; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'true',
  '[object Object]',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '-0',
  '0x10',
  ' 1',
  '١٢٣',
  '9007199254740993',
  '1e308',
  'data:image/png;base64,AAAA',
  'data:image/svg+xml,<svg onload=alert(1)>',
];

/** Number tokens at the edges, written as JSON text (JSON.stringify cannot write -0 or 1e999). */
export const edgeNumbers: readonly RawJson[] = [
  '0',
  '-0',
  '-1',
  '1',
  '0.5',
  '-0.5',
  '1e308',
  '-1e308',
  '1.7976931348623157e308',
  '1e999',
  '-1e999',
  '1e-400',
  '5e-324',
  '9007199254740991',
  '-9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '-9007199254740993',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '123456789012345678901234567890',
  '1E+2',
  '0.0000001',
  '1e1000000000',
].map((t) => new RawJson(t));

/** Objects whose keys poison prototypes in careless code: sent as real JSON keys. */
export const protoPayloads: readonly RawJson[] = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":{"__proto__":{"polluted":1}}}',
  '[{"__proto__":null}]',
  '{"__proto__":[]}',
  '{"prototype":{},"constructor":1}',
].map((t) => new RawJson(t));

export const deepPayloads: readonly RawJson[] = [
  deepNesting(10_000, 'array'),
  deepNesting(10_000, 'object'),
  deepNesting(1_000, 'array'),
];

/** Keys added to objects: the prototype's own names, the wire's `request`, and odd text. */
export const hostileKeys: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'request',
  '',
  'a\u0000b',
  '😀',
  'extra',
  'id',
  'member_id',
  'isAdmin',
];

const wrongTypes: readonly unknown[] = [null, true, false, 0, 1, -1, '', 'x', [], {}, [1, 'a', null], { a: 1 }];

/** Any value that is trouble somewhere: the pool every invalid generator draws from. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...wrongTypes) },
  { weight: 4, arbitrary: fc.constantFrom(...trickyStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...edgeNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(...protoPayloads) },
  { weight: 1, arbitrary: fc.constantFrom(...deepPayloads) },
  { weight: 1, arbitrary: fc.constantFrom(...oneMbStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// ---------------------------------------------------------------------------------------------------------------
// Valid inputs
// ---------------------------------------------------------------------------------------------------------------

/** Strings of the shapes forms send, for checks that cannot be generated directly (refines, formats). */
const sampleStrings: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9.]{0,12}@[a-z]{2,10}\.(com|org|test)$/),
  fc.stringMatching(/^[a-z][a-z0-9_-]{0,20}$/),
  fc.stringMatching(/^[A-Z][a-z]{1,10}( [A-Z][a-z]{1,12})?$/),
  fc.stringMatching(/^\d{1,12}$/),
  fc.stringMatching(/^\+1415555\d{4}$/),
  fc.stringMatching(/^[A-Za-z0-9]{8,64}$/),
  fc.stringMatching(/^[A-Z]{2}$/),
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.webUrl(),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('a', 'image', 'user', 'sms', 'US', 'data:image/png;base64,iVBORw0KGgo='),
);

const POOL_TRIES = 400;
const POOL_SIZE = 30;

/** What a caller knows of its data: strings worth trying where a string is expected (emails, usernames). */
export interface Hints {
  strings?: readonly string[];
}

/** One walk's sample strings (with the hints) and its cache of accepted-sample pools. */
interface Walk {
  samples: fc.Arbitrary<string>;
  pools: WeakMap<z.core.$ZodType, fc.Arbitrary<unknown>>;
}

const walks = new WeakMap<Hints, Walk>();
const NO_HINTS: Hints = {};
function walkFor(hints: Hints): Walk {
  let walk = walks.get(hints);
  if (!walk) {
    const known = hints.strings?.length ? [fc.constantFrom(...hints.strings)] : [];
    walk = { samples: fc.oneof(sampleStrings, ...known), pools: new WeakMap() };
    walks.set(hints, walk);
  }
  return walk;
}

/**
 * `arb`'s values that `schema` accepts. Filtering alone could loop for ever on a rare shape, so a pool of
 * accepted samples is drawn once (fixed seed) and stands in for any rejected value. No accepted sample at
 * all means the schema needs something this generator cannot make: that throws, naming the schema.
 */
function satisfying(
  schema: z.core.$ZodType,
  arb: fc.Arbitrary<unknown>,
  where: string,
  walk: Walk,
): fc.Arbitrary<unknown> {
  const cached = walk.pools.get(schema);
  if (cached) return cached;
  const accepts = (v: unknown) => (schema as z.ZodType).safeParse(v).success;
  const pool: unknown[] = [];
  for (const v of fc.sample(arb, { numRuns: POOL_TRIES, seed: 42 })) {
    if (accepts(v)) pool.push(v);
    if (pool.length >= POOL_SIZE) break;
  }
  if (pool.length === 0)
    throw new UnsupportedSchemaError(`no generated value satisfies the schema at ${where || '(root)'}`);
  const result = arb.chain((v) => (accepts(v) ? fc.constant(v) : fc.constantFrom(...pool)));
  walk.pools.set(schema, result);
  return result;
}

const MAX_GENERATED_LENGTH = 48;

function numberBounds(schema: z.core.$ZodType) {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  let int = false;
  let other = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'greater_than') {
      const value = c.value as number;
      if (value > min || (value === min && !c.inclusive)) [min, minExcluded] = [value, !c.inclusive];
    } else if (c.check === 'less_than') {
      const value = c.value as number;
      if (value < max || (value === max && !c.inclusive)) [max, maxExcluded] = [value, !c.inclusive];
    } else if (c.check === 'number_format') {
      int = true;
      const range = {
        safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
        int32: [-(2 ** 31), 2 ** 31 - 1],
        uint32: [0, 2 ** 32 - 1],
        float32: [-3.4028234663852886e38, 3.4028234663852886e38],
        float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
      }[c.format as string];
      if (c.format === 'float32' || c.format === 'float64') int = false;
      if (range) [min, max] = [Math.max(min, range[0]!), Math.min(max, range[1]!)];
    } else other = true;
  }
  return { min, max, minExcluded, maxExcluded, int, other };
}

function lengthBounds(schema: z.core.$ZodType) {
  let min = 0;
  let max = Infinity;
  const formats: Check[] = [];
  let other = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum as number);
    else if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
    else if (c.check === 'length_equals') [min, max] = [c.length as number, c.length as number];
    else if (c.check === 'string_format') formats.push(c);
    else other = true; // overwrite (trim, lower case), custom (refine)
  }
  return { min, max, formats, other };
}

function validString(schema: z.core.$ZodType, where: string, walk: Walk): fc.Arbitrary<unknown> {
  const def = defOf(schema) as z.core.$ZodStringDef & { format?: string; pattern?: RegExp };
  const { min, max, formats, other } = lengthBounds(schema);
  const pattern = formats.find((f) => f.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  let base: fc.Arbitrary<string>;
  if (pattern) {
    try {
      base = fc.stringMatching(pattern);
    } catch {
      base = walk.samples;
    }
  } else {
    const maxLength = Math.min(max, min + MAX_GENERATED_LENGTH);
    base = fc.oneof(
      fc.string({ minLength: min, maxLength }),
      // Any code point, astral and lone surrogates and NUL included: valid to the schema, hard on what follows.
      fc.string({ minLength: min, maxLength, unit: 'grapheme' }),
      fc.string({ minLength: min, maxLength, unit: 'binary' }),
      walk.samples,
    );
  }
  const unchecked = !other && formats.length === 0 && min === 0 && max === Infinity && def.format === undefined;
  return unchecked ? base : satisfying(schema, base, where, walk);
}

function validNumber(schema: z.core.$ZodType, where: string, walk: Walk): fc.Arbitrary<unknown> {
  const b = numberBounds(schema);
  let arb: fc.Arbitrary<number>;
  if (b.int) {
    const min = Math.max(Number.MIN_SAFE_INTEGER, b.minExcluded ? Math.floor(b.min) + 1 : Math.ceil(b.min));
    const max = Math.min(Number.MAX_SAFE_INTEGER, b.maxExcluded ? Math.ceil(b.max) - 1 : Math.floor(b.max));
    arb = fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  } else {
    arb = fc.double({
      min: b.min,
      max: b.max,
      minExcluded: b.minExcluded,
      maxExcluded: b.maxExcluded,
      noNaN: true,
      noDefaultInfinity: true,
    });
  }
  return b.other ? satisfying(schema, arb, where, walk) : arb;
}

/** A JSON value of any shape, for `unknown`, `any` and transforms. */
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Values `schema` accepts. Throws UnsupportedSchemaError for a schema JSON cannot carry (dates, maps…). */
export function validInput(schema: z.core.$ZodType, hints: Hints = NO_HINTS): fc.Arbitrary<unknown> {
  return valid(schema, walkFor(hints), '', 0);
}

function valid(schema: z.core.$ZodType, walk: Walk, where: string, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) throw new UnsupportedSchemaError(`schema nests deeper than 8 levels at ${where}`);
  const def = defOf(schema);
  const inner = (s: z.core.$ZodType, at = where) => valid(s, walk, at, depth + 1);
  switch (def.type) {
    case 'string':
      return validString(schema, where, walk);
    case 'number':
      return validNumber(schema, where, walk);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return anyJson;
    case 'literal':
      return fc.constantFrom(...def.values.filter((v) => v !== undefined && typeof v !== 'bigint'));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'optional':
      return fc.oneof(inner(def.innerType), fc.constant(undefined));
    case 'nullable':
      return fc.oneof(inner(def.innerType), fc.constant(null));
    case 'default':
    case 'prefault':
      return fc.oneof(inner(def.innerType), fc.constant(undefined));
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'nonoptional':
      return inner(def.innerType).filter((v) => v !== undefined);
    case 'union':
      return fc.oneof(...def.options.map((o) => inner(o)));
    case 'object': {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, child] of Object.entries(def.shape)) {
        model[key] = inner(child, where ? `${where}.${key}` : key);
        if ((child as z.core.$ZodType)._zod.optin !== 'optional') requiredKeys.push(key);
      }
      const arb = fc.record(model, { requiredKeys });
      return checksOf(schema).length ? satisfying(schema, arb, where, walk) : arb;
    }
    case 'array': {
      const { min, max, other } = lengthBounds(schema);
      const arb = fc.array(inner(def.element, `${where}[]`), {
        minLength: min,
        maxLength: Math.min(max, min + 5),
      });
      return other ? satisfying(schema, arb, where, walk) : arb;
    }
    case 'tuple':
      return fc.tuple(...def.items.map((item, i) => inner(item, `${where}[${i}]`)));
    case 'record': {
      const keyDef = defOf(def.keyType);
      const value = inner(def.valueType, `${where}{}`);
      // A record keyed by an enum or literals needs every key (zod 4).
      const keys =
        keyDef.type === 'enum'
          ? Object.values(keyDef.entries).map(String)
          : keyDef.type === 'literal'
            ? keyDef.values.map(String)
            : null;
      const arb = keys
        ? fc.record(Object.fromEntries(keys.map((k) => [k, value])))
        : fc.dictionary(inner(def.keyType, `${where}{key}`) as fc.Arbitrary<string>, value, { maxKeys: 5 });
      return satisfying(schema, arb, where, walk);
    }
    case 'intersection': {
      const arb = fc
        .tuple(inner(def.left), inner(def.right))
        .map(([l, r]) => (typeof l === 'object' && l && typeof r === 'object' && r ? { ...l, ...r } : l));
      return satisfying(schema, arb, where, walk);
    }
    case 'pipe': {
      // What the target accepts is often what the source must be (a string piped into an enum), and
      // z.preprocess is a pipe from a transform: draw from both sides and let the pipe judge.
      const sides = [def.in, def.out].filter((s) => defOf(s).type !== 'transform').map((s) => inner(s));
      return satisfying(schema, sides.length ? fc.oneof(...sides) : anyJson, where, walk);
    }
    case 'transform':
      return anyJson;
    case 'lazy':
      return inner(def.getter());
    case 'template_literal':
      return satisfying(schema, walk.samples, where, walk);
    default:
      throw new UnsupportedSchemaError(`cannot generate a JSON value for a ${def.type} schema at ${where || '(root)'}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Invalid inputs
// ---------------------------------------------------------------------------------------------------------------

const notA = (type: 'string' | 'number' | 'boolean' | 'object' | 'array') =>
  fc.constantFrom(
    ...wrongTypes.filter((v) =>
      type === 'array'
        ? !Array.isArray(v)
        : type === 'object'
          ? v === null || typeof v !== 'object' || Array.isArray(v)
          : typeof v !== type,
    ),
  );

function invalidString(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const { min, max } = lengthBounds(schema);
  const lengths: unknown[] = [];
  // One past the maximum, when that is small enough to send often (the 1 MB strings cover larger ones).
  if (max < 64 * 1024) lengths.push('x'.repeat(max + 1), ' '.repeat(max + 1));
  if (min > 0) lengths.push('x'.repeat(min - 1), ' '.repeat(min));
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...trickyStrings) },
    { weight: 3, arbitrary: notA('string') },
    { weight: 2, arbitrary: fc.constantFrom(...edgeNumbers) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    ...(lengths.length ? [{ weight: 3, arbitrary: fc.constantFrom(...lengths) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...oneMbStrings) },
  );
}

function invalidNumber(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const b = numberBounds(schema);
  const edges: unknown[] = [];
  if (b.min > -Number.MAX_VALUE) edges.push(b.min - 1, b.minExcluded ? b.min : b.min - 0.5);
  if (b.max < Number.MAX_VALUE) edges.push(b.max + 1, b.maxExcluded ? b.max : b.max + 0.5);
  if (b.int) edges.push(0.5, 1.5, -0.1, Number.MAX_SAFE_INTEGER + 2);
  return fc.oneof(
    fc.constantFrom(...edgeNumbers),
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '1', '-0', '0x1', ''),
    notA('number'),
    ...(edges.length ? [fc.constantFrom(...edges)] : []),
  );
}

/**
 * Values shaped like `schema`'s input that it should refuse, mixed with the hostile pool. Objects get one
 * field broken (recursively), one required field dropped, or hostile extra keys (`__proto__` among them).
 */
export function invalidInput(schema: z.core.$ZodType, hints: Hints = NO_HINTS): fc.Arbitrary<unknown> {
  return invalid(schema, walkFor(hints), '', 0);
}

function invalid(schema: z.core.$ZodType, walk: Walk, where: string, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: z.core.$ZodType) => invalid(s, walk, where, depth + 1);
  const typed = (() => {
    switch (def.type) {
      case 'string':
        return invalidString(schema);
      case 'number':
        return invalidNumber(schema);
      case 'boolean':
        return fc.constantFrom('true', 'false', 1, 0, null, 'yes', [], {});
      case 'literal':
      case 'enum': {
        const values = def.type === 'enum' ? Object.values(def.entries) : def.values;
        const strings = values.filter((v): v is string => typeof v === 'string');
        const numbers = values.filter((v): v is number => typeof v === 'number');
        // Near misses of each allowed value: a changed string, or a number beside it and its text.
        const misses = [
          ...strings.flatMap((s) => [s.toUpperCase() + 'X', ` ${s}`, `${s}\u0000`, s + s]),
          ...numbers.flatMap((n) => [n + 2, -n - 1, String(n)]),
        ];
        return fc.oneof(
          fc.constantFrom(...(misses.length ? misses : ['X'])),
          fc.constantFrom(...trickyStrings),
          fc.constantFrom(null, 0, [], {}, true),
        );
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return inner(def.innerType);
      case 'union':
        return fc.oneof(...def.options.map((o) => inner(o)));
      case 'pipe':
        return inner(defOf(def.in).type === 'transform' ? def.out : def.in);
      case 'array':
        return fc.oneof(
          notA('array'),
          fc.array(inner(def.element), { minLength: 1, maxLength: 3 }),
          fc.constant(Array.from({ length: 10_001 }, () => 1)),
          fc.constantFrom(...deepPayloads),
        );
      case 'record':
        return fc.oneof(
          notA('object'),
          fc.dictionary(fc.constantFrom(...hostileKeys), inner(def.valueType), { minKeys: 1, maxKeys: 3 }),
        );
      case 'object':
        return invalidObject(schema, def, walk, where, depth);
      default:
        return hostileValue;
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: hostileValue });
}

function invalidObject(
  schema: z.core.$ZodType,
  def: z.core.$ZodObjectDef,
  walk: Walk,
  where: string,
  depth: number,
): fc.Arbitrary<unknown> {
  let base: fc.Arbitrary<Record<string, unknown>>;
  try {
    base = valid(schema, walk, where, depth) as fc.Arbitrary<Record<string, unknown>>;
  } catch (err) {
    if (!(err instanceof UnsupportedSchemaError)) throw err;
    base = fc.constant({});
  }
  const keys = Object.keys(def.shape);
  const required = keys.filter((k) => (def.shape[k] as z.core.$ZodType)._zod.optin !== 'optional');
  const variants: fc.Arbitrary<unknown>[] = [
    // Hostile extra keys, sent as real JSON keys.
    fc
      .tuple(base, fc.array(fc.tuple(fc.constantFrom(...hostileKeys), hostileValue), { minLength: 1, maxLength: 3 }))
      .map(([obj, extras]) => extras.reduce<Record<string, unknown>>((o, [k, v]) => withKey(o, k, v), obj)),
    notA('object'),
  ];
  if (keys.length && depth < 6) {
    const broken = Object.fromEntries(keys.map((k) => [k, invalid(def.shape[k]!, walk, `${where}.${k}`, depth + 1)]));
    variants.push(
      fc.tuple(base, fc.constantFrom(...keys)).chain(([obj, key]) => broken[key]!.map((v) => withKey(obj, key, v))),
    );
  }
  if (required.length)
    variants.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([obj, key]) => {
        const copy = { ...obj };
        delete copy[key];
        return copy;
      }),
    );
  return fc.oneof(...variants);
}
