/// <reference types="node" />
/**
 * Every exported function of a rule module must be called by production code (decision 020):
 * a rule that is tested while production keeps its own copy proves nothing about the shop.
 * "Used" means reachable from an import in a non-test file of packages/server/src or
 * packages/web/src, following references through domain modules (a rule called by another
 * rule that production calls counts). Parsed with the TypeScript compiler, not a regex, so
 * comments, strings and property names that happen to share a rule's name are not uses.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

interface SourceText {
  /** Absolute path. */
  path: string;
  text: string;
}

/** A top-level name of a module: what it refers to inside its declaration. */
interface Declaration {
  /** Top-level names of the same module, and imported bindings, that the declaration mentions. */
  mentions: Set<string>;
  isFunction: boolean;
  exported: boolean;
}

interface ModuleInfo {
  declarations: Map<string, Declaration>;
  /** Local binding → the module and name it is imported from (or re-exported from). */
  imports: Map<string, { path: string; name: string }>;
  /** `export { local as exported }`: exported name → local binding. */
  exportAliases: Map<string, string>;
  /** Names mentioned outside import declarations (re-exports included): what the file uses. */
  mentioned: Set<string>;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const DOMAIN_SRC = join(ROOT, 'packages/domain/src');
const RULES = join(DOMAIN_SRC, 'rules');

/** Tests and their helpers are no production use: fixtures, `testing/` folders. */
function isTestFile(path: string): boolean {
  return (
    /\.test\.tsx?$/.test(path) ||
    /[.-]fixtures?\.tsx?$/.test(path) ||
    /[/\\]testing[/\\]/.test(path)
  );
}

/** The file an import specifier names, for the domain's own paths; undefined for others. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('@shop/domain/')) {
    return join(DOMAIN_SRC, specifier.slice('@shop/domain/'.length));
  }
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  return undefined;
}

/** Whether an identifier is a name in its own right, not a property or member name. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isEnumMember(parent)) &&
    parent.name === node
  ) {
    return false;
  }
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  if (ts.isJsxAttribute(parent) && parent.name === node) return false;
  return true;
}

function mentionsOf(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child) && isReference(child)) names.add(child.text);
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return names;
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

const isFunctionValue = (node: ts.Expression | undefined): boolean => {
  while (node && (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))) {
    node = node.expression;
  }
  return node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));
};

function parseModule(source: SourceText): ModuleInfo {
  const file = ts.createSourceFile(
    source.path,
    source.text,
    ts.ScriptTarget.Latest,
    true,
    source.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const info: ModuleInfo = {
    declarations: new Map(),
    imports: new Map(),
    exportAliases: new Map(),
    mentioned: new Set(),
  };
  const declare = (name: string, node: ts.Node, isFunction: boolean, exported: boolean) => {
    const previous = info.declarations.get(name);
    const mentions = mentionsOf(node);
    mentions.delete(name);
    // Overloads and a type and value of one name merge into one declaration.
    info.declarations.set(name, {
      mentions: new Set([...(previous?.mentions ?? []), ...mentions]),
      isFunction: isFunction || (previous?.isFunction ?? false),
      exported: exported || (previous?.exported ?? false),
    });
  };
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) {
      for (const name of mentionsOf(statement)) info.mentioned.add(name);
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const path = resolveSpecifier(source.path, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      if (!path || !clause) continue;
      if (clause.name) info.imports.set(clause.name.text, { path, name: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        // A namespace import may reach any export: count it as using all of them.
        info.imports.set(bindings.name.text, { path, name: '*' });
      } else if (bindings) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          info.imports.set(element.name.text, { path, name });
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveSpecifier(source.path, statement.moduleSpecifier.text)
          : undefined;
      if (statement.moduleSpecifier && !target) continue;
      const clause = statement.exportClause;
      if (!clause) {
        if (target) {
          info.imports.set(`*${target}`, { path: target, name: '*' });
          info.mentioned.add(`*${target}`);
        }
        continue;
      }
      if (!ts.isNamedExports(clause)) continue;
      for (const element of clause.elements) {
        const local = (element.propertyName ?? element.name).text;
        if (target) {
          // Re-export: the exported name stands for the other module's binding.
          info.imports.set(element.name.text, { path: target, name: local });
        } else {
          info.exportAliases.set(element.name.text, local);
        }
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      declare(statement.name.text, statement, true, hasExport(statement));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        declare(
          declaration.name.text,
          declaration,
          isFunctionValue(declaration.initializer),
          hasExport(statement),
        );
      }
    } else if (
      (ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      declare(statement.name.text, statement, false, hasExport(statement));
    }
  }
  return info;
}

/**
 * The exported functions of `ruleFiles` that nothing in `consumers` reaches. `modules` holds
 * every domain file the references may pass through (the rule files among them).
 */
function unusedRuleFunctions(
  ruleFiles: readonly string[],
  modules: ReadonlyMap<string, ModuleInfo>,
  consumers: readonly ModuleInfo[],
): string[] {
  const reached = new Set<string>();
  const queue: { path: string; name: string }[] = [];
  const reach = (path: string, name: string) => {
    const key = `${path}#${name}`;
    if (reached.has(key)) return;
    reached.add(key);
    queue.push({ path, name });
  };
  for (const consumer of consumers) {
    for (const [local, target] of consumer.imports) {
      // An import the file never mentions calls nothing (and lint would refuse it anyway).
      if (consumer.mentioned.has(local)) reach(target.path, target.name);
    }
  }
  while (queue.length > 0) {
    const { path, name } = queue.pop()!;
    const info = modules.get(path);
    if (!info) continue;
    if (name === '*') {
      for (const [declared, declaration] of info.declarations) {
        if (declaration.exported) reach(path, declared);
      }
      for (const exported of info.exportAliases.keys()) reach(path, exported);
      for (const target of info.imports.values()) if (target.name === '*') reach(target.path, '*');
      continue;
    }
    const local = info.exportAliases.get(name) ?? name;
    const imported = info.imports.get(local);
    if (imported) reach(imported.path, imported.name);
    for (const mention of info.declarations.get(local)?.mentions ?? []) {
      const via = info.imports.get(mention);
      if (via) reach(via.path, via.name);
      else if (info.declarations.has(mention)) reach(path, mention);
    }
  }
  const unused: string[] = [];
  for (const path of ruleFiles) {
    const info = modules.get(path);
    if (!info) continue;
    const exportedNames = new Map<string, string>();
    for (const [name, declaration] of info.declarations) {
      if (declaration.exported) exportedNames.set(name, name);
    }
    for (const [exported, local] of info.exportAliases) exportedNames.set(exported, local);
    for (const [exported, local] of exportedNames) {
      if (!info.declarations.get(local)?.isFunction) continue;
      if (!reached.has(`${path}#${exported}`)) unused.push(`${relative(ROOT, path)}: ${exported}`);
    }
  }
  return unused.sort();
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(directory, name))
    .filter((path) => !isTestFile(path) && !path.includes('node_modules'));
}

const read = (path: string): SourceText => ({ path, text: readFileSync(path, 'utf8') });

describe('rule usage', () => {
  it('finds every exported function of the rules called by server or web code', () => {
    const domainFiles = sourceFiles(DOMAIN_SRC);
    const modules = new Map(domainFiles.map((path) => [path, parseModule(read(path))]));
    const ruleFiles = domainFiles.filter((path) => dirname(path) === RULES);
    const consumers = ['packages/server/src', 'packages/web/src']
      .flatMap((directory) => sourceFiles(join(ROOT, directory)))
      .map(read)
      // only files that name the domain can reach a rule; parsing the rest is wasted time
      .filter((source) => source.text.includes('@shop/domain/'))
      .map(parseModule);
    expect(ruleFiles.length).toBeGreaterThan(10);
    expect(consumers.length).toBeGreaterThan(50);
    expect(
      unusedRuleFunctions(ruleFiles, modules, consumers),
      'exported rule functions that no production code calls: call them where production ' +
        'has its own copy, or delete them with their tests',
    ).toEqual([]);
    // parsing some 400 files takes a few seconds on a busy machine
  }, 60_000);
});

describe('the usage check itself', () => {
  const rule = join(RULES, 'r.ts');
  const helper = join(RULES, 'h.ts');
  const modulesOf = (files: SourceText[]) =>
    new Map(files.map((file) => [file.path, parseModule(file)]));
  const consumer = (text: string) => parseModule({ path: '/repo/packages/server/src/x.ts', text });
  const ruleText = `
    import { helped } from './h.ts';
    export function used() { return inner(); }
    function inner() { return helped(); }
    export const arrow = (n: number) => n + 1;
    export const notAFunction = 3;
    export async function neverCalled() {}
    const aliased = () => 1;
    export { aliased as renamed };
  `;
  const helperText = `export function helped() { return 1; } export function orphan() {}`;
  const files = [
    { path: rule, text: ruleText },
    { path: helper, text: helperText },
  ];

  it('reports functions, arrow constants and renamed exports that nothing reaches', () => {
    const unused = unusedRuleFunctions([rule, helper], modulesOf(files), [
      consumer(`import { used } from '@shop/domain/rules/r.ts'; used();`),
    ]);
    expect(unused.map((entry) => entry.split(': ')[1]).sort()).toEqual([
      'arrow',
      'neverCalled',
      'orphan',
      'renamed',
    ]);
  });

  it('follows rules called by other rules, renamed imports and namespace imports', () => {
    const unused = unusedRuleFunctions([rule, helper], modulesOf(files), [
      consumer(`
        import { used as u, arrow, renamed } from '@shop/domain/rules/r.ts';
        import * as h from '@shop/domain/rules/h.ts';
        u(); arrow(1); renamed(); h.orphan();
      `),
    ]);
    expect(unused.map((entry) => entry.split(': ')[1])).toEqual(['neverCalled']);
  });

  it('takes an import the file never mentions for no use', () => {
    const unused = unusedRuleFunctions([rule, helper], modulesOf(files), [
      consumer(`import { used, arrow } from '@shop/domain/rules/r.ts'; const arrow2 = 1; used();`),
    ]);
    expect(unused.map((entry) => entry.split(': ')[1])).toContain('arrow');
  });

  it('takes a property or a comment of the same name for no use', () => {
    const withProperty = modulesOf([
      {
        path: rule,
        text: `export function fee() {} export function total() { return { fee: 1 }; }`,
      },
    ]);
    const unused = unusedRuleFunctions([rule], withProperty, [
      consumer(`// fee()\nimport { total } from '@shop/domain/rules/r.ts'; total().fee;`),
    ]);
    expect(unused.map((entry) => entry.split(': ')[1])).toEqual(['fee']);
  });

  it('counts test files and fixtures as no production use', () => {
    expect(isTestFile('/a/basket.test.ts')).toBe(true);
    expect(isTestFile('/a/page.test.tsx')).toBe(true);
    expect(isTestFile('/a/basket.fixtures.ts')).toBe(true);
    expect(isTestFile('/a/basket-fixture.ts')).toBe(true);
    expect(isTestFile('/a/testing/test-app.ts')).toBe(true);
    expect(isTestFile('/a/basket-view.ts')).toBe(false);
  });
});
