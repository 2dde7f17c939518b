import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web client, from the API's printed schema.
 * `npm run codegen` writes web/src/gql; web/test/codegen-fresh.test.ts fails when the committed output is stale.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Relay-style colocated fragments: a component reads its `Component_prop` fragment with useFragment().
        fragmentMasking: { unmaskFunctionName: 'useFragment' },
      },
      config: {
        scalars: { DateTimeISO: 'string', LocalDate: 'string' },
        strictScalars: true,
        // GraphQL enums as string-literal unions, no runtime TS enums (client-preset 6 spelling of enumsAsTypes).
        enumType: 'string-literal',
        useTypeImports: true,
        // `...Paging_pageInfo @unmask` types the spread's fields inline (Apollo Client strips the directive before sending).
        customDirectives: { apolloUnmask: true },
      },
    },
  },
};

export default config;
