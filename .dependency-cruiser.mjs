/**
 * The import rules of docs/architecture.md, checked by `npm run lint` (decision 028). ESLint keeps
 * the web's own direction (shared → features → app, no feature imports another); this file
 * keeps the rules between packages and between the server's areas and its platform.
 */
const SERVER = '^packages/server/src/';
const AREAS = [
  'accounts',
  'archive',
  'auth',
  'basket',
  'captcha',
  'catalog',
  'client-errors',
  'contact',
  'content',
  'erp',
  'gpsr',
  'invoices',
  'media',
  'newsletters',
  'open-orders',
  'operator',
  'operator-access',
  'orders',
  'payments',
  'polls',
  'recovery',
  'registration',
  'search',
  'seo',
  'vacancies',
  'tracking',
];
const PLATFORM = [
  'config',
  'csv',
  'db',
  'events',
  'exchange',
  'files',
  'http',
  'i18n',
  'jobs',
  'mail',
  'system',
];
const TEST_FILE = String.raw`\.(test|fixtures)\.tsx?$`;

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
      comment:
        'The platform (db, http, mail, files, config, system, events, i18n, csv) knows no business area (docs/architecture.md).',
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
        'The web client loads its texts from the server; it takes only the types of packages/messages (keys.ts), never a language file or the map of all of them (decision 034). Test helpers may bundle en.',
      from: { path: '^packages/web/', pathNot: [TEST_FILE, '^packages/web/src/shared/testing/'] },
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
