// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Imports stay one-way: contracts ← ui ← web, contracts ← api; content feeds api and stories. */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((entry) => (Array.isArray(entry) ? { group: entry[0], message: entry[1] } : entry)),
    },
  ],
});

const appsMessage = 'Libraries never import an app (keep imports one-way: contracts ← ui ← web, contracts ← api).';

/** What the code packages/ui ships may not import. */
const uiShipped = [
  [['@pcr/web', '@pcr/api', '**/apps/**'], appsMessage],
  [['react-router', 'react-router-dom', 'swr'], 'ui is presentational: links go through LinkProvider, data comes in props.'],
  [['@pcr/content'], 'Components take data in props; only stories and tests read the content package.'],
  [['**/stories-support/**'], 'packages/ui/stories-support/ serves stories and tests only; nothing the package ships imports it.'],
];

/**
 * packages/ui: a component's stylesheet belongs to its folder. A relative import of a `.css.ts` that
 * leaves the folder is another component's stylesheet, unless it is the theme's (tokens, recipes).
 */
const noBorrowedStylesheet = {
  regex: '^(\\.\\./)+(?!theme/)[^.].*\\.css(\\.js)?$',
  message: "A component's stylesheet is its own: share a style as a recipe in theme/recipes/ or through the component that draws it.",
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'storybook-static/**', '**/__screenshots__/**', 'data/**', '.turbo/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['contracts/**'],
    rules: forbid(
      [['@pcr/ui', '@pcr/ui/*', '@pcr/web', '@pcr/api', '@pcr/content', '**/packages/**', '**/apps/**'], 'contracts depend on nothing of ours.'],
      [['react', 'react-dom', 'express'], 'contracts stay framework-free.'],
    ),
  },
  {
    files: ['packages/content/**'],
    rules: forbid([['@pcr/ui', '@pcr/ui/*', '@pcr/web', '@pcr/api', '**/apps/**', '**/ui/**'], 'content depends only on contracts.']),
  },
  {
    files: ['packages/ui/**'],
    rules: forbid(
      [['@pcr/web', '@pcr/api', '**/apps/**'], appsMessage],
      [['react-router', 'react-router-dom', 'swr'], 'ui is presentational: links go through LinkProvider, data comes in props.'],
    ),
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: forbid(
      [['@pcr/web', '@pcr/api', '**/apps/**'], appsMessage],
      [['react-router', 'react-router-dom', 'swr'], 'ui is presentational: links go through LinkProvider, data comes in props.'],
      noBorrowedStylesheet,
    ),
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/**/*.test.{ts,tsx}'],
    rules: forbid(...uiShipped, noBorrowedStylesheet),
  },
  {
    // The theme's own modules build on each other (a recipe on the contract's variables).
    files: ['packages/ui/src/theme/**/*.{ts,tsx}'],
    rules: forbid(...uiShipped),
  },
  {
    files: ['apps/api/**'],
    // One exception (decision 0016): the lead e-mails' templates, rendered by plain functions of `@pcr/ui/email`.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@pcr/web', '**/apps/web/**', 'react', 'react-dom'], message: 'The API never imports the web app or the UI library.' },
            { regex: '^@pcr/ui(?!/email$)(/.*)?$', message: 'The API never imports the UI library, except @pcr/ui/email (the e-mail templates).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.pact.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@pcr/api', '**/apps/api/**'], message: 'The web app never imports the server.' },
            {
              regex: '^@pcr/content(?!/editorial/(about|contact|guide-catalog|legal)$)',
              message: 'The web app reads data from the API through the contract, never from the fixtures; static editorial texts come from @pcr/content/editorial/{about,contact,guide-catalog,legal} (one module per page kind, so each route ships only its own; the catalog loads each guide text on its own).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
