import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { legacy } from '@tix/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// The catalogue's answer schemas judge only what the product reads (docs/legacy-assumptions.md's
// rule): a key an answer schema refuses to see missing or null must be read by the BFF or a
// normaliser, or a legacy that leaves it out (or sends null: a campaign has no customer_id) is
// refused with a 502 for a field nobody uses. Reads are found in the source, not guessed: property
// accesses (`raw.eventid`), element accesses with a literal (`raw['event_name']`), destructuring
// (`{ likes }`) and `'field' in raw`.

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the product reads legacy answers. legacy:check only reports: its reads are not uses. */
const READERS = ['bff/src', 'contract/src/normalise', 'contract/src/legacy/failure.ts'];
const SKIP = /(__tests__|\.test\.ts$|bff\/src\/legacy-check)/;

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (full.endsWith('.ts')) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !SKIP.test(f));
}

/** Every property name the code reads, by the forms listed above. */
export function namesRead(sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node)) names.add(node.name.text);
    else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression))
      names.add(node.argumentExpression.text);
    else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const name = node.propertyName ?? node.name;
      if (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) names.add(name.text);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.InKeyword &&
      ts.isStringLiteralLike(node.left)
    )
      names.add(node.left.text);
    ts.forEachChild(node, visit);
  };
  for (const text of sources) visit(ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true));
  return names;
}

/** A key's schema judges it when the answer may not leave it out or send it as null. */
const judges = (schema: z.ZodType): boolean =>
  !schema.safeParse(undefined).success || !schema.safeParse(null).success;

/** `path: key` for every key an answer schema judges, through unions, lists and wrappers. */
export function judgedKeys(schema: z.ZodType, path = ''): string[] {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => [
        ...(judges(child) ? [`${path}${key}`] : []),
        ...judgedKeys(child, `${path}${key}.`),
      ]);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => judgedKeys(o, path));
    case 'array':
      return judgedKeys(def.element as z.ZodType, `${path}[].`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'readonly':
      return judgedKeys(def.innerType as z.ZodType, path);
    case 'pipe':
      return judgedKeys(def.in as z.ZodType, path);
    case 'intersection':
      return [...judgedKeys(def.left as z.ZodType, path), ...judgedKeys(def.right as z.ZodType, path)];
    default:
      return [];
  }
}

const leaf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** The judged keys of each operation's answer that no reader reads. */
export function unreadJudged(
  operations: readonly { key: string; response: z.ZodType }[],
  read: ReadonlySet<string>,
): string[] {
  return operations.flatMap((op) =>
    [...new Set(judgedKeys(op.response))].filter((p) => !read.has(leaf(p))).map((p) => `${op.key}: ${p}`),
  );
}

describe('answer schemas judge only what the product reads', () => {
  it('finds no key a schema refuses missing or null that no code reads', () => {
    const read = namesRead(READERS.flatMap(sourceFiles).map((f) => readFileSync(f, 'utf8')));
    expect(
      unreadJudged(legacy.operationList, read),
      'accept it missing and null (textish.nullable().optional(), or drop it from the schema)',
    ).toEqual([]);
  });

  it('accepts a campaign payment answer whose customer_id is null (a campaign has no customer)', () => {
    const answer = { status: 'success', m_payment_id: 'C-1', customer_id: null, uuid: 'u-1' };
    expect(legacy.catalogue.get('payment/credentials.php:campaign')?.response.safeParse(answer).success).toBe(
      true,
    );
  });
});

describe('the finder itself', () => {
  const schema = z.union([
    z.array(z.looseObject({ eventid: z.string(), poster: z.string().optional(), extra: z.string() })),
    z.looseObject({ val: z.literal('0') }),
  ]);

  it('names a required key and a key refusing null, through a list inside a union', () => {
    expect(judgedKeys(schema)).toEqual(['[].eventid', '[].poster', '[].extra', 'val']);
  });

  it('reports only the keys no source reads, whichever form the read takes', () => {
    const read = namesRead([
      'const a = row.eventid; const { val } = answer;',
      "if ('poster' in row) use(row['poster']);",
    ]);
    expect(unreadJudged([{ key: 'OP', response: schema }], read)).toEqual(['OP: [].extra']);
  });
});
