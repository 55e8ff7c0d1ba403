// Product rules are cited from docs/product/ as `docs/product/<file>.md#<anchor>`, choices from
// docs/decisions/ (docs/product/README.md). This check, part of `npm run lint`, fails when such a
// citation names a file or an anchor that does not exist, when a link inside docs/product/ does,
// or when a citation of a document outside the repository remains ("spec N section M",
// "issue N"): a reader of the repository cannot open either.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PRODUCT_DIR = 'docs/product';
const DECISIONS_DIR = 'docs/decisions';
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|css|html|sh|txt)$|(?:^|\/)Dockerfile$/;
/** this check and its test name the forbidden forms to find them */
const SELF = new Set(['scripts/check-citations.mjs', 'scripts/check-citations.test.mjs']);

const FOREIGN_CITATIONS = [
  { pattern: /\bspecs?\s+\d+\b/gi, what: 'a citation of the product description' },
  { pattern: /\bissues?\s+#?\d+\b/gi, what: 'an issue number' },
];
const PRODUCT_CITATION = /docs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g;
const DECISION_CITATION = /docs\/decisions\/(\d{3}[\w.-]*\.md)/g;
/** Markdown links between the product files: `(basket.md#basket-max-qty)`, `(#shell-404)` */
const PRODUCT_LINK = /\]\(((?:[\w-]+\.md)?)(?:#([\w-]+))?\)/g;
const ANCHOR = /<a id="([\w-]+)"><\/a>/g;

/** The files git knows or would add, relative to root, with `/` separators. */
export function repositoryFiles(root) {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return out.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
}

/** The anchors of each product file, by file name. */
export function productAnchors(root) {
  const dir = path.join(root, PRODUCT_DIR);
  const anchors = new Map();
  if (!fs.existsSync(dir)) return anchors;
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.md'))) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    anchors.set(name, new Set([...text.matchAll(ANCHOR)].map((match) => match[1])));
  }
  return anchors;
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

function checkTarget(anchors, file, anchor) {
  const known = anchors.get(file);
  if (known === undefined) return `${PRODUCT_DIR}/${file} does not exist`;
  if (anchor !== undefined && !known.has(anchor))
    return `${PRODUCT_DIR}/${file} has no anchor #${anchor}`;
  return null;
}

/** The problems of one file's text: `{file, line, message}`. */
export function problemsOf(file, text, anchors, decisions) {
  const problems = [];
  const add = (index, message) => problems.push({ file, line: lineOf(text, index), message });
  for (const { pattern, what } of FOREIGN_CITATIONS) {
    for (const match of text.matchAll(pattern)) {
      add(match.index, `"${match[0]}" is ${what}; cite docs/product/ or docs/decisions/ instead`);
    }
  }
  for (const match of text.matchAll(PRODUCT_CITATION)) {
    const problem = checkTarget(anchors, match[1], match[2]);
    if (problem !== null) add(match.index, problem);
  }
  for (const match of text.matchAll(DECISION_CITATION)) {
    if (!decisions.has(match[1])) add(match.index, `${DECISIONS_DIR}/${match[1]} does not exist`);
  }
  if (path.posix.dirname(file) === PRODUCT_DIR) {
    for (const match of text.matchAll(PRODUCT_LINK)) {
      const target = match[1] === '' ? path.posix.basename(file) : match[1];
      const problem = checkTarget(anchors, target, match[2]);
      if (problem !== null) add(match.index, problem);
    }
  }
  return problems;
}

/** Every problem of the repository at root. */
export function checkCitations(root) {
  const anchors = productAnchors(root);
  const decisionsDir = path.join(root, DECISIONS_DIR);
  const decisions = new Set(fs.existsSync(decisionsDir) ? fs.readdirSync(decisionsDir) : []);
  return repositoryFiles(root)
    .filter((file) => TEXT_FILE.test(file) && !SELF.has(file))
    .flatMap((file) =>
      problemsOf(file, fs.readFileSync(path.join(root, file), 'utf8'), anchors, decisions),
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkCitations(process.cwd());
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error(`check-citations: ${problems.length} problem(s)`);
    process.exit(1);
  }
}
