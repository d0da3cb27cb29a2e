// Flat config for every workspace. Import boundaries are lint errors, so `npm test` fails on
// an arrow that points the wrong way: portal → ui, domain; sandbox → domain/contract only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map(([group, message]) => ({ group, message })),
    },
  ],
});

const withPaths = (rules, ...paths) => {
  const [level, options] = rules['no-restricted-imports'];
  return { 'no-restricted-imports': [level, { ...options, paths }] };
};

// Node loads styled-components' CommonJS build, where the default import is the module object
// and `styled.span` is not a function; the named export works in every loader.
const styledNamedOnly = {
  name: 'styled-components',
  importNames: ['default'],
  message: "Use `import { styled } from 'styled-components'`: the default import breaks in Node.",
};

// What the domain never imports, whichever layer a file is in.
const domainOutward = [
  [['@vonk/ui', '@vonk/ui/*', '**/ui/src/**'], 'domain must not import ui.'],
  [['@vonk/portal', '@vonk/portal/*', '**/apps/portal/**'], 'domain must not import the app.'],
  [
    ['@vonk/sandbox', '@vonk/sandbox/*', '**/sandbox/src/**'],
    'domain must not import the sandbox.',
  ],
  [['styled-components'], 'domain has no styling.'],
];

// The domain's layers, bottom to top (ADR 018). A layer imports itself and the layers below it,
// type imports included, so every arrow points down and no circle can form:
//   1. `src/endpoint/`  the contract's vocabulary (descriptors, common schemas, path matching,
//                       headers, config.json): imports nothing of the domain.
//   2. resources        every other folder (`account/`, `orders/`, `client/`, `cache/`, …): a
//                       resource's schema, descriptors, URLs and rules; imports `endpoint/` and
//                       other resources, never `contract/`.
//   3. `src/contract/`  the aggregate: every resource's reads, writes and schemas merged, the
//                       `@vonk/domain/contract` entry (the sandbox's); imports 1 and 2.
//   4. `src/index.ts`   the public API: imports all. Tests may import any layer.
const domainLayers = [
  {
    files: ['packages/domain/src/endpoint/**'],
    rules: [
      [['../**'], 'endpoint/ is the bottom layer of the domain: it imports nothing above it.'],
    ],
  },
  {
    files: ['packages/domain/src/*/**'],
    ignores: ['packages/domain/src/endpoint/**', 'packages/domain/src/contract/**', '**/*.test.*'],
    rules: [
      [
        ['**/contract/*', '../index.ts'],
        'A resource imports endpoint/ and other resources, never the contract/ aggregate above it: import the module that defines the name.',
      ],
    ],
  },
  {
    files: ['packages/domain/src/contract/**'],
    ignores: ['**/*.test.*'],
    rules: [[['../index.ts'], 'contract/ is below the public index.']],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/mockServiceWorker.js',
      '.ci/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/ui/**'],
    rules: withPaths(
      forbid(
        [['@vonk/domain', '@vonk/domain/*', '**/domain/src/**'], 'ui must not import domain.'],
        [['@vonk/portal', '@vonk/portal/*', '**/apps/portal/**'], 'ui must not import the app.'],
        [
          ['@vonk/sandbox', '@vonk/sandbox/*', '**/sandbox/src/**'],
          'ui must not import the sandbox.',
        ],
        [
          ['../*/*.styles', '../*/*.styles.ts'],
          "A component's styles are its own: share through src/styles/ or compose the component.",
        ],
      ),
      styledNamedOnly,
    ),
  },
  {
    files: ['packages/domain/**'],
    rules: forbid(...domainOutward),
  },
  ...domainLayers.map(({ files, ignores = [], rules }) => ({
    files,
    ignores,
    rules: forbid(...domainOutward, ...rules),
  })),
  {
    // Contract tests run the domain client against the real sandbox (API in process, IdP on a
    // free port): a package of their own that depends on both, so every arrow points down.
    files: ['packages/contract-tests/**'],
    rules: forbid(
      [['@vonk/ui', '@vonk/ui/*', '**/ui/src/**'], 'contract tests do not render ui.'],
      [
        ['@vonk/portal', '@vonk/portal/*', '**/apps/portal/**'],
        'contract tests do not import the app.',
      ],
      [
        ['**/domain/src/**', '**/sandbox/src/**'],
        'Use the public exports of @vonk/domain and @vonk/sandbox.',
      ],
    ),
  },
  {
    files: ['packages/sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@vonk/domain', message: 'sandbox imports only @vonk/domain/contract.' }],
          patterns: [
            {
              group: ['@vonk/domain/*', '!@vonk/domain/contract'],
              message: 'sandbox imports only @vonk/domain/contract.',
            },
            { group: ['**/domain/src/**'], message: 'sandbox imports only @vonk/domain/contract.' },
            {
              group: ['@vonk/ui', '@vonk/ui/*', '**/ui/src/**'],
              message: 'sandbox must not import ui.',
            },
            {
              group: ['@vonk/portal', '@vonk/portal/*', '**/apps/portal/**'],
              message: 'sandbox must not import the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/portal/**'],
    rules: forbid(
      [
        ['@vonk/sandbox', '@vonk/sandbox/*', '**/sandbox/src/**'],
        'The portal talks to the sandbox over HTTP only (stories and tests may use its personas).',
      ],
      [
        ['**/packages/ui/**', '**/packages/domain/**', '@vonk/*/src/**'],
        'Use the public exports of @vonk/ui and @vonk/domain.',
      ],
    ),
  },
  {
    files: [
      'apps/portal/**/*.stories.tsx',
      'apps/portal/**/*.test.tsx',
      'apps/portal/**/*.test.ts',
      'apps/portal/src/testing/**',
    ],
    rules: forbid([
      ['**/packages/ui/**', '**/packages/domain/**'],
      'Use the public exports of @vonk/ui and @vonk/domain.',
    ]),
  },
);
