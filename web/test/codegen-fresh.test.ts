// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const committedDir = path.join(root, 'web/src/gql');

/**
 * The generated types are committed. This runs codegen in memory with the project's own config and fails when
 * the committed output differs: a schema or document change without `npm run codegen`.
 */
describe('web/src/gql', () => {
  it('is what `npm run codegen` generates from schema.graphql and the documents', { timeout: 60_000 }, async () => {
    const outputs: Types.FileOutput[] = await generate({ ...config, cwd: root, silent: true }, false);
    const generated = new Map(outputs.map((output) => [path.resolve(root, output.filename), output.content]));

    expect(generated.size).toBeGreaterThan(0);
    for (const [file, content] of generated) {
      expect(path.dirname(file), `${file} is generated outside web/src/gql`).toBe(committedDir);
      const committed = readFileSync(file, 'utf8');
      expect(committed, `${path.relative(root, file)} is stale: run \`npm run codegen\``).toBe(content);
    }

    const committedFiles = readdirSync(committedDir).map((name) => path.join(committedDir, name));
    expect(committedFiles.sort(), 'web/src/gql holds files codegen no longer writes').toEqual([...generated.keys()].sort());
  });
});
