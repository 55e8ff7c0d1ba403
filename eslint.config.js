import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * docs/architecture.md dependency direction inside web: shared → features → app. A feature may import
 * shared and itself, never another feature or app; shared imports neither. A feature climbs
 * out of its folder only by a `#web/...` alias (`../` is refused), so a relative path cannot
 * slip past the alias patterns.
 */
const WEB_FEATURES = readdirSync(new URL('./packages/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noImportOf = (regex, message) => ({ regex, message });
const NO_APP = noImportOf(
  String.raw`^#web/app/|^\.\.?/(.*/)?app/`,
  'features and shared must not import app/ (docs/architecture.md: shared → features → app).',
);

/** The shop's own hook replaces react-i18next's (docs/decisions/077-lean-translation-hook.md). */
const WEB_PATHS = [
  {
    name: 'react-i18next',
    importNames: ['useTranslation', 'withTranslation'],
    message:
      'use #web/shared/i18n/use-translation.ts (docs/decisions/077-lean-translation-hook.md).',
  },
];

const webBoundaries = [
  {
    files: ['packages/web/src/app/**/*.{ts,tsx}', 'packages/web/src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: WEB_PATHS }] },
  },
  {
    files: ['packages/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_PATHS,
          patterns: [
            noImportOf(
              String.raw`^#web/features/|^\.\.?/(.*/)?features/`,
              'shared must not import a feature (docs/architecture.md: shared → features → app); move what both need into shared.',
            ),
            NO_APP,
          ],
        },
      ],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`packages/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_PATHS,
          patterns: [
            noImportOf(
              String.raw`^#web/features/(?!${feature}/)`,
              `the ${feature} feature must not import another feature (docs/architecture.md); move what both need into packages/web/src/shared/.`,
            ),
            noImportOf(
              String.raw`^\.\./`,
              'import from outside this folder by its #web/... alias.',
            ),
            NO_APP,
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // with verbatimModuleSyntax, `import { type A } from 'm'` still runs m: in the client that
      // built a contract's zod schemas on pages that only needed its types (decision 076)
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webBoundaries,
  {
    // A query key comes from its feature's `api/keys.ts` (or shared/api/keys.ts): one place
    // says what a key holds, and every key of a customer's data holds the customer number, so
    // logging out drops it (docs/conventions.md).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            "A query key comes from the feature's api/keys.ts factory (docs/conventions.md), not a literal.",
        },
      ],
    },
  },
  {
    // Size limits for source (docs/decisions/031-size-limits.md): a file over 400 lines or a
    // function over 80 holds more than one idea. Tests, seed data, migrations and generated
    // files are exempt by path.
    files: [
      'packages/*/src/**/*.{ts,tsx}',
      'bench/**/*.ts',
      'scripts/**/*.mjs',
      'e2e/support/**/*.ts',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.fixtures.ts',
      '**/testing/**',
      'packages/server/src/seed/**',
      'packages/server/src/db/migrations/**',
      'packages/server/src/db/tables.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
