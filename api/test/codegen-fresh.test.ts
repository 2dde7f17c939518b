import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { describe, expect, it } from 'vitest';
import config from '../codegen.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const committedDir = path.join(root, 'api/src/rest/gql');

/**
 * The REST rows' operation types are committed. This runs codegen in memory with the api's own config (the answers'
 * fragments included) and fails when the committed output differs: a schema, answer or row change without
 * `npm run codegen`.
 */
describe('api/src/rest/gql', () => {
  it('is what `npm run codegen` generates from schema.graphql, the rows and the answers', { timeout: 60_000 }, async () => {
    const outputs: Types.FileOutput[] = await generate({ ...config, cwd: root, silent: true }, false);
    const generated = new Map(outputs.map((output) => [path.resolve(root, output.filename), output.content]));

    expect(generated.size).toBeGreaterThan(0);
    for (const [file, content] of generated) {
      expect(path.dirname(file), `${file} is generated outside api/src/rest/gql`).toBe(committedDir);
      const committed = readFileSync(file, 'utf8');
      expect(committed, `${path.relative(root, file)} is stale: run \`npm run codegen\``).toBe(content);
    }

    const committedFiles = readdirSync(committedDir).map((name) => path.join(committedDir, name));
    expect(committedFiles.sort(), 'api/src/rest/gql holds files codegen no longer writes').toEqual([...generated.keys()].sort());
  });
});
