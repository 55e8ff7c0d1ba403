/**
 * The import rules of docs/architecture.md, checked by `npm run lint` (decision 028). ESLint keeps
 * the web's own direction (shared → features → app, no feature imports another); this file
 * keeps the rules between packages and between the server's areas and its platform.
 */
import fs from 'node:fs';

const SERVER = '^packages/server/src/';
/** The platform: parts that know no business area (docs/architecture.md, "Platform parts"). */
export const PLATFORM = [
  'config',
  'csv',
  'db',
  'demo-pictures',
  'events',
  'exchange',
  'files',
  'http',
  'i18n',
  'jobs',
  'mail',
  'runtime',
  'signed-webhooks',
  'system',
];
/** Code that composes the shop and may use any area (decision 028). */
export const COMPOSITION = ['process', 'seed', 'testing'];
/** The files by which a folder is a business area: its calls, use cases, queries or tools. */
const AREA_FILE = /(\.routes|\.service|\.repository|-cli)\.ts$/;

/**
 * The server's folders, sorted into areas, platform and composition. An area is any other
 * folder with an area's files, found on disk, so a new area is checked from its first commit;
 * a folder that is none of them, or a declared part that is gone, stops the lint.
 */
export function serverParts(root = import.meta.dirname) {
  const source = `${root}/packages/server/src`;
  const folders = fs
    .readdirSync(source, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const declared = [...PLATFORM, ...COMPOSITION];
  const gone = declared.filter((name) => !folders.includes(name));
  if (gone.length > 0)
    throw new Error(
      `.dependency-cruiser.mjs declares ${gone.join(', ')}, which packages/server/src no longer has: take ${gone.length > 1 ? 'them' : 'it'} out of PLATFORM or COMPOSITION.`,
    );
  const others = folders.filter((name) => !declared.includes(name));
  const unknown = others.filter(
    (name) => !fs.readdirSync(`${source}/${name}`).some((file) => AREA_FILE.test(file)),
  );
  if (unknown.length > 0)
    throw new Error(
      `packages/server/src/${unknown.join('/, packages/server/src/')}/ is not a business area ` +
        '(no *.routes.ts, *.service.ts, *.repository.ts or *-cli.ts file) and not a platform or ' +
        'composition part: give an area its service, or add a platform part to PLATFORM in ' +
        '.dependency-cruiser.mjs; either way list it in docs/architecture.md.',
    );
  return { areas: others, platform: [...PLATFORM].sort(), composition: [...COMPOSITION].sort() };
}

const AREAS = serverParts().areas;
const TEST_FILE = String.raw`\.(test|fixtures)\.tsx?$`;

/**
 * No cycle between business areas, however many files it runs through: an area folder must not
 * reach itself through other folders (docs/decisions/111-no-cycles-between-areas.md). It is a
 * rule over folders (scope 'folder'), since the file rule no-circular sees only a file that
 * reaches itself, not basket → orders → another file of the basket. Tests are left out of
 * this graph: they import testing/, which builds the whole app, so every area would reach
 * every other. `.dependency-cruiser-areas.mjs` checks it on the shipped code.
 */
export const NO_AREA_CYCLES = {
  name: 'no-area-cycles',
  severity: 'error',
  comment:
    'Areas must not import each other in a circle, through any number of files and folders: the lower one receives what it needs of the higher one from the app, or the shared part moves down (docs/architecture.md, Layers).',
  scope: 'folder',
  from: { path: `${SERVER}(${AREAS.join('|')})$` },
  to: { circular: true },
};
/** The same for the platform parts among themselves: one direction, no circle. */
export const NO_PLATFORM_CYCLES = {
  name: 'no-platform-cycles',
  severity: 'error',
  comment:
    'Platform parts must not import each other in a circle: the shared part moves down, into runtime/ if every part needs it (docs/architecture.md, Platform parts; decision 125).',
  scope: 'folder',
  from: { path: `${SERVER}(${PLATFORM.join('|')})$` },
  to: { circular: true },
};
/** What the area rule cruises past: besides the usual, the tests. */
export const SHIPPED_ONLY = { path: `(^|/)(node_modules|dist)/|${TEST_FILE}` };

/** Node modules that reach outside the process; a pure rule has no business with them. */
const NODE_IO = [
  'child_process',
  'cluster',
  'dgram',
  'dns',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'process',
  'readline',
  'tls',
  'worker_threads',
];

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files must not import each other in a circle; split out what both need.',
      from: { path: '^packages/' },
      to: { circular: true },
    },
    {
      name: 'no-other-areas-repository',
      severity: 'error',
      comment:
        "An area calls another area through that area's service or public module, never its repository (docs/architecture.md, Doors).",
      from: { path: `${SERVER}([^/]+)/` },
      to: { path: `${SERVER}[^/]+/[^/]+\\.repository\\.ts$`, pathNot: `${SERVER}$1/` },
    },
    {
      name: 'platform-imports-no-area',
      severity: 'error',
      comment: `The platform (${PLATFORM.join(', ')}) knows no business area (docs/architecture.md).`,
      from: { path: `${SERVER}(${PLATFORM.join('|')})/` },
      to: { path: `${SERVER}(${AREAS.join('|')})/` },
    },
    {
      name: 'domain-imports-only-itself',
      severity: 'error',
      comment:
        'packages/domain holds pure rules and contracts: it imports itself and zod only. Its tests run under vitest and may read files (decision 020), so they are exempt.',
      from: { path: '^packages/domain/', pathNot: TEST_FILE },
      to: { pathNot: '^(packages/domain/|node_modules/zod/)' },
    },
    {
      name: 'domain-no-node-io',
      severity: 'error',
      comment: 'packages/domain does no I/O: no file system, network, process or OS module.',
      from: { path: '^packages/domain/', pathNot: TEST_FILE },
      to: { dependencyTypes: ['core'], path: `^(node:)?(${NODE_IO.join('|')})$` },
    },
    {
      name: 'fixtures-only-in-tests',
      severity: 'error',
      comment:
        'Test fixtures (*.fixtures.ts, such as the one test basket of packages/domain/src/testing) are imported by tests only.',
      from: { path: '^packages/', pathNot: TEST_FILE },
      to: { path: TEST_FILE },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      comment:
        'The web client talks to the server over HTTP only, through the contracts of packages/domain.',
      from: { path: '^packages/web/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'web-bundles-no-language',
      severity: 'error',
      comment:
        'The web client loads its texts from the server; it takes only the types of packages/messages (keys.ts), never a language file or the map of all of them (decision 034). Test helpers may bundle en; the build writes the names of the web manifests from them (pwa.ts, decision 145), which no page loads.',
      from: {
        path: '^packages/web/',
        pathNot: [TEST_FILE, '^packages/web/src/shared/testing/', '^packages/web/pwa\\.ts$'],
      },
      to: { path: '^packages/messages/src/(messages\\.ts|[a-z]+\\.json)$' },
    },
    {
      name: 'messages-import-only-domain',
      severity: 'error',
      comment:
        'packages/messages holds the shipped texts and their key types; it knows only itself and the languages of packages/domain.',
      from: { path: '^packages/messages/', pathNot: TEST_FILE },
      to: { pathNot: '^packages/(messages|domain)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
