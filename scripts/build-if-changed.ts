/**
 * `npm start` builds only when something the build reads has changed since the last successful build; `npm run
 * build` (and so `npm test`) always builds. Both go through here: a build first deletes the stamp, then, once the web
 * client and the API are built, writes the hash of every input it was built from (`api/dist/.build-inputs.json`).
 * A start whose inputs hash the same, with every output still there, skips the build (36 s of it on the development
 * machine). A failed or interrupted build leaves no stamp, so the next start builds again.
 *
 *   tsx scripts/build-if-changed.ts            build only when an input changed
 *   tsx scripts/build-if-changed.ts --force    build whatever the stamp says
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const STAMP = path.join('api', 'dist', '.build-inputs.json');

/** What the build leaves and the server reads: when one is missing, a stamp proves nothing. */
export const OUTPUTS = [
  'web/dist/index.html',
  'web/dist/public.html',
  'web/dist/.vite/manifest.json',
  'web/dist/.ssr/public-server.js',
  'api/dist/main.js',
  'api/dist/worker-main.js',
];

/** The repository's own files the build reads (the workspaces' manifests and the lock file stand for node_modules). */
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-if-changed.ts'];
const WORKSPACES = ['web', 'api'];
/** Never read by the build: dependencies, outputs, local data, and the tests (neither build imports one). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results', 'test', 'e2e', 'bench']);
const SKIPPED_FILE = /\.(test|e2e)\.tsx?$/;

/** Each input's path (relative, with `/`) and the SHA-256 of its content. */
export function inputHashes(root: string): Record<string, string> {
  const files: string[] = ROOT_FILES.filter((file) => existsSync(path.join(root, file)));
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(relative);
      } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
        files.push(relative);
      }
    }
  };
  for (const workspace of WORKSPACES) if (existsSync(path.join(root, workspace))) walk(workspace);

  const hashes: Record<string, string> = {};
  for (const file of files.sort())
    hashes[file] = createHash('sha256')
      .update(readFileSync(path.join(root, file)))
      .digest('hex');
  return hashes;
}

interface Stamp {
  builtAt: string;
  inputs: Record<string, string>;
}

function readStamp(root: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/** Why a build is needed (the first few changed inputs or missing outputs), or null when the last one still holds. */
export function staleReason(root: string, inputs: Record<string, string>): string | null {
  const missing = OUTPUTS.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) return `${missing[0]} is missing`;
  const stamp = readStamp(root);
  if (!stamp) return 'no successful build recorded';
  const names = new Set([...Object.keys(inputs), ...Object.keys(stamp.inputs)]);
  const changed = [...names].filter((name) => inputs[name] !== stamp.inputs[name]).sort();
  if (!changed.length) return null;
  const more = changed.length > 3 ? ` and ${changed.length - 3} more` : '';
  return `changed since the last build: ${changed.slice(0, 3).join(', ')}${more}`;
}

export interface BuildOptions {
  root: string;
  force: boolean;
  /** Builds the web client and the API; throws when either fails. */
  build: () => void;
  log?: (line: string) => void;
}

/** Builds when forced or stale; answers whether it built. */
export function buildIfChanged({ root, force, build, log = console.log }: BuildOptions): boolean {
  // Hashed before building: a file edited during the build makes the stamp stale, so the next start builds again.
  const inputs = inputHashes(root);
  const reason = force ? 'npm run build' : staleReason(root, inputs);
  if (!reason) {
    const { builtAt } = readStamp(root)!;
    log(`Build up to date (nothing it reads changed since ${builtAt}): not building.`);
    return false;
  }
  log(`Building (${reason}).`);
  rmSync(path.join(root, STAMP), { force: true });
  build();
  const stamp: Stamp = { builtAt: new Date().toISOString(), inputs };
  mkdirSync(path.dirname(path.join(root, STAMP)), { recursive: true });
  writeFileSync(path.join(root, STAMP), JSON.stringify(stamp, null, 1));
  return true;
}

/** The web client (Vite: the SPA, the public page and its server renderer), then the API (tsc). */
function buildWebAndApi(root: string) {
  for (const workspace of WORKSPACES) {
    const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) throw new Error(`npm run build --workspace ${workspace} failed`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    buildIfChanged({ root, force: process.argv.includes('--force'), build: () => buildWebAndApi(root) });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
