/**
 * The import rules of docs/architecture.md, checked by `npm run lint` (decision 028). ESLint keeps
 * the web's own direction (shared → features → app, no feature imports another); this file
 * keeps the rules between packages and between the server's areas and its platform.
 */
const SERVER = '^packages/server/src/';
const AREAS = [
  'accounts',
  'auth',
  'basket',
  'captcha',
  'catalog',
  'invoices',
  'operator',
  'orders',
  'recovery',
  'registration',
  'search',
  'seo',
];
const PLATFORM = ['config', 'csv', 'db', 'events', 'files', 'http', 'i18n', 'mail', 'system'];
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
      name: 'web-imports-no-server',
      severity: 'error',
      comment:
        'The web client talks to the server over HTTP only, through the contracts of packages/domain.',
      from: { path: '^packages/web/' },
      to: {
        path: '^packages/server/',
        // Known exception, to be removed when the message files move into a package of their
        // own (issue 12): the web bundles and type-checks the server's message files, and its
        // i18n tests compare them with the seeded product types.
        pathNot: [
          '^packages/server/src/i18n/messages/[a-z]+\\.json$',
          '^packages/server/src/seed/taxonomy\\.ts$',
        ],
      },
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
