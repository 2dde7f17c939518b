// Writes ../schema.graphql (run `npm run schema` at the root, which also regenerates the web client's types).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { printAppSchema } from './schema.js';

const target = path.join(REPO_ROOT, 'schema.graphql');
writeFileSync(target, await printAppSchema());
console.log(`Wrote ${target}`);
