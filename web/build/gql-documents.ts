import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:gql-document/';
const RESOLVED = '\0gql-document:';

/** `export const X = {"kind":"Document",...} as unknown as DocumentNode<...>;`: one line per document in graphql.ts. */
const GENERATED_DOCUMENT = /^export const \w+ = (\{"kind":"Document".*\}) as unknown as DocumentNode</;
/** A `graphql(`...`)` call of the client preset, and the name of the operation or fragment it defines first. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION_NAME = /^\s*(?:query|mutation|subscription|fragment)\s+(\w+)/;

interface DocumentJson {
  definitions: { name?: { value: string } }[];
}

/**
 * Splits the GraphQL documents per operation at build time. The client preset's `graphql()` looks each document up in
 * one map of every operation's syntax tree (web/src/gql/gql.ts), so that map (28 KB gzip) was a chunk every route
 * preloaded, the public page included. This replaces each `graphql(`...`)` call with an import of a module holding
 * that one document (as codegen generated it in web/src/gql/graphql.ts, fragments included), so each route's chunks
 * carry only the documents their code uses, and the map is tree-shaken away. Tests and dev mode keep the runtime
 * lookup; both read the same generated file, whose freshness web/test/codegen-fresh.test.ts checks.
 */
export function gqlDocuments({ srcDir }: { srcDir: string }): Plugin {
  const gqlDir = path.join(srcDir, 'gql') + path.sep;
  let documents = new Map<string, string>();
  /** gql.ts, whose lookup map is keyed by each document's exact source text. */
  let lookup = '';

  return {
    name: 'sunshine:gql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = new Map();
      const generated = readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
      for (const line of generated.split('\n')) {
        const json = GENERATED_DOCUMENT.exec(line)?.[1];
        if (!json) continue;
        const name = (JSON.parse(json) as DocumentJson).definitions[0]?.name?.value;
        if (name) documents.set(name, json);
      }
      if (documents.size === 0) this.error('web/src/gql/graphql.ts holds no documents: run `npm run codegen`');
      lookup = readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const json = documents.get(id.slice(RESOLVED.length));
      return json === undefined ? null : `export default ${json};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !id.startsWith(srcDir) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const imports = new Set<string>();
      const transformed = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const name = DEFINITION_NAME.exec(source)?.[1];
        if (!name) this.error(`${id}: a graphql() document must start with a named operation or fragment`);
        // The generated document must be this very text: a document edited without `npm run codegen` fails the build.
        if (!documents.has(name) || !lookup.includes(JSON.stringify(source))) {
          this.error(`${id}: ${name} is not in web/src/gql as written here (run \`npm run codegen\`)`);
        }
        imports.add(name);
        return `__gqlDocument_${name}`;
      });
      if (imports.size === 0) return null;
      const header = [...imports].map((name) => `import __gqlDocument_${name} from '${VIRTUAL}${name}';`).join('');
      // On the first line, so the source map's line numbers still hold.
      return { code: header + transformed, map: null };
    },
  };
}
