/// <reference types="node" />
/**
 * Every code the server refuses with is declared in the catalogue (docs/decisions/113): the
 * server's sources are parsed and each string code handed to AppError, badRequest or
 * tooManyRequests, and each `code:` of the rate limits and the error handler, must be an
 * ErrorCode. The type of AppError already refuses an undeclared code; this test also catches a
 * code that reaches the wire past the type, as the error handler's own answers do.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES, errorCodeSchema, isErrorCode } from './error-codes.ts';

const serverSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../../../server/src');

/** Files whose `code: '…'` properties are answered as they are (limits, the error handler). */
const CODE_PROPERTY_FILES = new Set(['http/rate-limits.ts', 'http/error-handler.ts']);

/** Where the code sits among a call's arguments. */
const CODE_ARGUMENT: Record<string, number> = { AppError: 1, badRequest: 0, tooManyRequests: 0 };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** The string codes of one source text, each with where it was found. */
function refusalCodes(fileName: string, text: string): { code: string; at: string }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { code: string; at: string }[] = [];
  const add = (node: ts.Node) => {
    if (!ts.isStringLiteral(node)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ code: node.text, at: `${fileName}:${line}` });
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : undefined;
      const index = name === undefined ? undefined : CODE_ARGUMENT[name];
      const argument = index === undefined ? undefined : node.arguments?.[index];
      if (argument) add(argument);
    }
    if (
      CODE_PROPERTY_FILES.has(fileName) &&
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'code'
    ) {
      add(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the error-code catalogue', () => {
  const found = sourceFiles(serverSrc).flatMap((path) =>
    refusalCodes(relative(serverSrc, path), readFileSync(path, 'utf8')),
  );

  it('declares every code the server refuses with', () => {
    // the server refuses with some seventy codes; far fewer means the parse missed them
    expect(new Set(found.map((entry) => entry.code)).size).toBeGreaterThan(60);
    expect(found.filter((entry) => !isErrorCode(entry.code))).toEqual([]);
  });

  it('finds an undeclared code, so the check above can fail', () => {
    const text = `throw new AppError(409, 'NOT_DECLARED', 'x');\nthrow badRequest('BASKET_EMPTY', 'y');`;
    const codes = refusalCodes('basket/x.ts', text);
    expect(codes.map((entry) => entry.code)).toEqual(['NOT_DECLARED', 'BASKET_EMPTY']);
    expect(codes.filter((entry) => !isErrorCode(entry.code))).toEqual([
      { code: 'NOT_DECLARED', at: 'basket/x.ts:1' },
    ]);
  });

  it('lists each code once and takes only those', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES).toEqual([...new Set(Object.values(ERROR_CATALOGUE).flat())]);
    expect(errorCodeSchema.safeParse('BASKET_BLOCKED').success).toBe(true);
    expect(errorCodeSchema.safeParse('NOT_DECLARED').success).toBe(false);
  });
});
