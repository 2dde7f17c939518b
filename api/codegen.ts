// Entities and inputs that the answers import read decorator metadata as they load.
import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { type CodegenConfig, generate } from '@graphql-codegen/cli';
import { REST_FRAGMENTS } from './src/rest/answers/index.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/**
 * Typed documents for the REST rows (`api/src/rest/routes`), which run named GraphQL operations in-process. Their
 * fragments (`...RestInvoice`) are derived from the zod answers, so each answer's GraphQL selection is written once.
 * `npm run codegen` writes api/src/rest/gql; api/test/codegen-fresh.test.ts fails when the committed output is stale.
 * Paths are relative to the repository root.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['api/src/rest/routes/*.ts', ...REST_FRAGMENTS],
  ignoreNoDocuments: false,
  generates: {
    'api/src/rest/gql/': {
      preset: 'client',
      // The rows read the selected fields directly: no masking.
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTimeISO: 'string', LocalDate: 'string' },
        strictScalars: true,
        enumType: 'string-literal',
        useTypeImports: true,
        // Only the enums and inputs the operations use, so a schema change elsewhere rarely touches these files.
        onlyOperationTypes: true,
        // NodeNext resolution wants `./graphql.js`.
        emitLegacyCommonJSImports: false,
        // A selected nullable field is always present in the result, as null at worst.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;

// Run by tsx (`npm run codegen --workspace api`): graphql-codegen's own config loader cannot load the decorated
// modules (entities, inputs) the answers import their enums and limits from.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generate({ ...config, cwd: root }, true);
}
