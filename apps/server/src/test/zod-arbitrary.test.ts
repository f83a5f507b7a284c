import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requests } from '@stagepass/contract/registry';
import {
  deepNesting,
  edgeNumbers,
  invalidInput,
  RawJson,
  toJsonText,
  UnsupportedSchemaError,
  validInput,
  withKey,
} from './zod-arbitrary';

/** Generated values the schema refuses, as JSON would carry them (the server parses JSON, not JS values). */
function refused(schema: z.ZodType, arb: fc.Arbitrary<unknown>, runs = 300) {
  return fc.sample(arb, { numRuns: runs, seed: 7 }).filter((v) => !schema.safeParse(JSON.parse(toJsonText(v))).success);
}

describe('validInput', () => {
  const schemas: Record<string, z.ZodType> = {
    'string with bounds': z.string().min(3).max(5),
    'trimmed string': z.string().trim().min(1).max(10),
    'regex string': z.string().regex(/^[A-Z]{2}-\d{3}$/),
    'email format': z.email(),
    'string().email() with max': z.string().email().max(30),
    'refined string': z.string().refine((s) => /^\d+$/.test(s)),
    'int in range': z.number().int().min(-5).max(5),
    'positive int': z.number().int().positive(),
    'exclusive float': z.number().gt(0).lt(1),
    'multiple of': z.number().int().multipleOf(7).max(100),
    enum: z.enum(['a', 'b', 'c']),
    literal: z.literal('image'),
    union: z.union([z.string().length(2), z.number().int()]),
    'discriminated union': z.discriminatedUnion('method', [
      z.object({ method: z.literal('a'), x: z.number() }),
      z.object({ method: z.literal('b'), y: z.string() }),
    ]),
    optional: z.object({ a: z.string().optional(), b: z.number() }),
    nullable: z.string().nullable(),
    default: z.object({ n: z.number().int().default(3) }),
    'array with bounds': z.array(z.boolean()).min(1).max(3),
    record: z.record(z.string(), z.number()),
    'record by enum': z.record(z.enum(['x', 'y']), z.boolean()),
    transform: z.string().transform((s) => s.length),
    pipe: z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number)
      .pipe(z.number().max(5000)),
    'pipe into an enum': z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['sms', 'call'])),
    preprocess: z.preprocess((v) => v, z.number().int().min(1)),
    'superRefine object': z
      .object({ a: z.number().int().min(0).max(10), b: z.number().int().min(0).max(10) })
      .superRefine((o, ctx) => {
        if (o.a > o.b) ctx.addIssue({ code: 'custom', message: 'a > b' });
      }),
    'nested object': z.object({ outer: z.object({ inner: z.array(z.object({ id: z.number().int() })) }) }),
  };

  for (const [name, schema] of Object.entries(schemas))
    it(`generates values a ${name} schema accepts`, () => {
      const values = fc.sample(validInput(schema), { numRuns: 200, seed: 1 });
      const refusedValues = values.filter((v) => !schema.safeParse(v).success);
      expect(refusedValues).toEqual([]);
    });

  it('generates values every contract of the registry accepts, also after a JSON round trip', () => {
    for (const [name, contract] of Object.entries(requests)) {
      const values = fc.sample(validInput(contract.input), { numRuns: 100, seed: 3 });
      const refusedValues = values.filter((v) => !contract.input.safeParse(JSON.parse(toJsonText(v))).success);
      expect(refusedValues, name).toEqual([]);
    }
  });

  it('names the place of a schema it cannot generate', () => {
    expect(() => validInput(z.object({ when: z.date() }))).toThrow(UnsupportedSchemaError);
    expect(() => validInput(z.object({ when: z.date() }))).toThrow(/date schema at when/);
    expect(() => validInput(z.object({ n: z.string().refine(() => false) }))).toThrow(/no generated value.* at n/);
  });

  it('tries the hinted strings where they fit', () => {
    const schema = z.object({ email: z.string().refine((s) => s.endsWith('@stagepass.test')), any: z.string() });
    const values = fc.sample(validInput(schema, { strings: ['fan@stagepass.test'] }), { numRuns: 300, seed: 9 });
    expect(values.filter((v) => !schema.safeParse(v).success)).toEqual([]);
    expect(values.some((v) => (v as { any: string }).any === 'fan@stagepass.test')).toBe(true);
    expect(() => validInput(schema)).toThrow(/no generated value.* at email/);
  });

  it('varies what it generates (not one sample repeated)', () => {
    const values = fc.sample(validInput(z.object({ s: z.string().max(20), n: z.number().int() })), {
      numRuns: 100,
      seed: 5,
    });
    expect(new Set(values.map((v) => JSON.stringify(v))).size).toBeGreaterThan(50);
  });
});

describe('invalidInput', () => {
  const strict = z.strictObject({
    name: z.string().min(1).max(10),
    count: z.number().int().min(0).max(100),
    kind: z.enum(['a', 'b']),
    on: z.boolean(),
    tags: z.array(z.string().max(5)).max(3),
  });

  it('mostly generates values the schema refuses', () => {
    const runs = 300;
    expect(refused(strict, invalidInput(strict), runs).length).toBeGreaterThan(runs * 0.9);
  });

  it('breaks each field, drops required ones and adds hostile keys', () => {
    const values = fc
      .sample(invalidInput(strict), { numRuns: 2000, seed: 11 })
      .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v));
    for (const key of Object.keys(strict.shape)) {
      expect(
        values.some((v) => !(key in v)),
        `missing ${key}`,
      ).toBe(true);
      expect(
        values.some((v) => key in v && !strict.shape[key as keyof typeof strict.shape].safeParse(v[key]).success),
        `broken ${key}`,
      ).toBe(true);
    }
    const texts = values.map(toJsonText);
    expect(texts.some((t) => t.includes('"__proto__":'))).toBe(true);
    expect(texts.some((t) => t.includes('"constructor":'))).toBe(true);
    expect(texts.some((t) => t.length > 1024 * 1024)).toBe(true);
    expect(texts.some((t) => t.includes('\\u0000'))).toBe(true);
    expect(texts.some((t) => t.includes('[[[[[[[[[['))).toBe(true);
    expect(texts.some((t) => /:1e999\b/.test(t))).toBe(true);
    expect(texts.some((t) => /:"(NaN|Infinity|1e999)"/.test(t))).toBe(true);
  });

  it('sends numbers past the bounds and fractions where integers are expected', () => {
    const schema = z.number().int().min(1).max(10);
    const values = fc.sample(invalidInput(schema), { numRuns: 500, seed: 2 }).map((v) => toJsonText(v));
    for (const edge of ['0', '11', '0.5', '-0', '1e999', '9007199254740993', '"NaN"', '"Infinity"'])
      expect(values, edge).toContain(edge);
  });

  it('builds invalid inputs for every contract of the registry', () => {
    for (const [name, contract] of Object.entries(requests)) {
      const values = fc.sample(invalidInput(contract.input), { numRuns: 50, seed: 4 });
      expect(values.length, name).toBe(50);
    }
  });
});

describe('toJsonText', () => {
  it('writes like JSON.stringify for plain values', () => {
    const value = { a: [1, 'x', null, true], b: { c: -1.5, d: 'é😀\u0000' }, e: undefined };
    expect(toJsonText(value)).toBe(JSON.stringify(value));
  });

  it('keeps own __proto__ keys, which JSON.parse reads back as own keys', () => {
    const text = toJsonText(withKey({ a: 1 }, '__proto__', { isAdmin: true }));
    expect(text).toBe('{"a":1,"__proto__":{"isAdmin":true}}');
    expect(Object.hasOwn(JSON.parse(text) as object, '__proto__')).toBe(true);
  });

  it('writes raw tokens as they are', () => {
    expect(toJsonText({ n: new RawJson('-0'), m: new RawJson('1e999') })).toBe('{"n":-0,"m":1e999}');
    expect(edgeNumbers.map(String)).toContain('-0');
  });

  it('nests as deep as asked, and the result is JSON', () => {
    const text = deepNesting(10_000, 'object').text;
    let value = JSON.parse(text) as unknown;
    let depth = 0;
    while (value && typeof value === 'object') [value, depth] = [(value as { a: unknown }).a, depth + 1];
    expect(depth).toBe(10_000);
    expect(JSON.parse(deepNesting(3, 'array').text)).toEqual([[[]]]);
  });
});
