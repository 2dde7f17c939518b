// One lint for the whole repository: correctness rules, React hooks and accessibility for the web client, Prettier for
// layout, and the layering of architecture.md checked by eslint-plugin-boundaries.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The parts of the code base, by folder. The first pattern that matches a file names its part. */
const elements = [
  // api
  { type: 'api-module', pattern: 'api/src/modules/*', capture: ['module'] },
  { type: 'api-rest', pattern: 'api/src/rest' },
  { type: 'api-relay', pattern: 'api/src/graphql/relay' },
  { type: 'api-graphql', pattern: 'api/src/graphql' },
  { type: 'api-shared', pattern: 'api/src/shared' },
  // web
  { type: 'web-ui', pattern: 'web/src/ui' },
  { type: 'web-gql', pattern: 'web/src/gql' },
  { type: 'web-apollo', pattern: 'web/src/apollo' },
  { type: 'web-lib', pattern: 'web/src/lib' },
  { type: 'web-widget', pattern: 'web/src/widgets/*', capture: ['widget'] },
  { type: 'web-feature', pattern: 'web/src/features/admin/*', capture: ['area'] },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['area'] },
];

/** Files that may cross a line the rest of their part may not. */
const files = [
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  // A module's GraphQL edge: resolvers and the object and input types they expose build connections and decode ids.
  { category: 'graphql-edge', pattern: '**/*.{resolver,types}.ts' },
  { category: 'source', pattern: '**/*.{ts,tsx}' },
];

const layerPolicies = [
  {
    from: { element: { type: 'api-module' } },
    disallow: { to: { element: { type: 'api-rest' } } },
    message: 'A module never imports rest/: REST routes depend on modules, not the reverse.',
  },
  {
    from: { element: { type: 'api-module' }, file: { categories: 'source' } },
    disallow: { to: { element: { type: 'api-relay' } } },
    message: 'Only resolvers and their GraphQL types use graphql/relay; services take database ids and plain paging.',
  },
  {
    from: { element: { type: 'api-shared' } },
    disallow: { to: { element: { types: ['api-module', 'api-graphql', 'api-relay', 'api-rest'] } } },
    message: 'shared/ imports neither a module nor graphql/ nor rest/.',
  },
  {
    from: { element: { type: 'web-ui' } },
    disallow: { to: { element: { types: ['web-feature', 'web-widget', 'web-lib', 'web-gql', 'web-apollo'] } } },
    message: 'ui/ knows no feature, widget or lib, no generated GraphQL and no Apollo.',
  },
  {
    from: { element: { types: ['web-lib', 'web-widget'] } },
    disallow: { to: { element: { type: 'web-feature' } } },
    message: 'lib/ and widgets/ sit below the screens: they never import a feature.',
  },
  {
    from: { element: { type: 'web-lib' } },
    disallow: { to: { element: { type: 'web-widget' } } },
    message: 'lib/ holds words and helpers, not widgets.',
  },
  {
    from: { element: { type: 'web-widget' } },
    disallow: { to: { element: { type: 'web-widget', captured: { widget: '!{{ from.captured.widget }}' } } } },
    message: "A widget never imports another widget's files: what two widgets share goes to lib/ or ui/.",
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-feature', captured: { area: '!{{ from.captured.area }}' } } } },
    message: "A feature never imports another feature's files: shared words go to lib/, shared layouts to ui/.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'web/src/gql/**',
      'api/src/rest/gql/**',
      'api/src/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Drives Chromium: the callbacks it hands to page.evaluate run in the page.
    files: ['api/src/db/seeders/gallery/render-gallery.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@apollo/client', '@apollo/client/*'], message: 'ui/ knows no Apollo.' }] },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: ['api/tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/files-single-match': true,
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: layerPolicies }],
    },
  },
  prettier,
);
