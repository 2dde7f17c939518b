// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, inputHashes, OUTPUTS, STAMP } from '../../scripts/build-if-changed.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('scripts/build-if-changed.ts', () => {
  let root: string;
  let builds: number;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  // Stands in for the real build (npm run build in web, then api): it leaves every output.
  const build = () => {
    builds += 1;
    for (const file of OUTPUTS) write(file, `built ${builds}`);
  };
  const start = () => buildIfChanged({ root, force: false, build, log: () => {} });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sunshine-build-if-changed-'));
    builds = 0;
    write('package.json', '{"name":"sunshine-clean"}');
    write('package-lock.json', '{"lockfileVersion":3}');
    write('web/vite.config.ts', 'export default {};');
    write('web/src/main.tsx', 'render(<App />);');
    write('web/src/App.test.tsx', 'it("renders");');
    write('web/e2e/journey.e2e.ts', 'it("walks");');
    write('web/node_modules/react/index.js', 'module.exports = {};');
    write('api/tsconfig.build.json', '{}');
    write('api/src/main.ts', 'listen();');
    write('api/test/harness.ts', 'export {};');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds on the first start, then skips the build while nothing it reads changed', () => {
    expect(start()).toBe(true);
    expect(start()).toBe(false);
    expect(start()).toBe(false);
    expect(builds).toBe(1);
  });

  it.each([
    ['a web source file', 'web/src/main.tsx'],
    ['an API source file', 'api/src/main.ts'],
    ['a new source file', 'web/src/NewPage.tsx'],
    ['the lock file', 'package-lock.json'],
    ['the root package.json', 'package.json'],
    ['the Vite config', 'web/vite.config.ts'],
    ['the API build config', 'api/tsconfig.build.json'],
  ])('builds again when %s changes', (_what, file) => {
    start();
    write(file, `changed ${file}`);
    expect(start()).toBe(true);
    expect(start()).toBe(false);
    expect(builds).toBe(2);
  });

  it('builds again when a source file is deleted', () => {
    start();
    rmSync(path.join(root, 'web/src/main.tsx'));
    expect(start()).toBe(true);
  });

  it('does not build for what the build never reads: tests, dependencies installed, its own outputs', () => {
    start();
    write('web/src/App.test.tsx', 'it("renders again");');
    write('web/e2e/journey.e2e.ts', 'it("walks again");');
    write('api/test/harness.ts', 'export const changed = true;');
    write('web/node_modules/react/index.js', 'module.exports = { changed: true };');
    write('web/dist/assets/extra.js', 'left over');
    expect(start()).toBe(false);
    expect(builds).toBe(1);
  });

  it('builds when an output is missing, whatever the stamp says', () => {
    start();
    rmSync(path.join(root, 'web/dist/.ssr/public-server.js'));
    expect(start()).toBe(true);
  });

  it('records nothing for a failed build, so the next start builds again', () => {
    start();
    write('api/src/main.ts', 'listen(;');
    const failing = () => {
      builds += 1;
      throw new Error('tsc failed');
    };
    expect(() => buildIfChanged({ root, force: false, build: failing, log: () => {} })).toThrow('tsc failed');
    // The outputs of the build before are still there; only the stamp says they are not this source's.
    write('api/src/main.ts', 'listen();');
    expect(start()).toBe(true);
  });

  it('always builds when forced (npm run build, and so npm test)', () => {
    start();
    expect(buildIfChanged({ root, force: true, build, log: () => {} })).toBe(true);
    expect(buildIfChanged({ root, force: true, build, log: () => {} })).toBe(true);
    expect(builds).toBe(3);
    // A forced build is recorded too: the start after it has nothing to do.
    expect(start()).toBe(false);
  });

  it('says why it builds, and when the build it keeps was made', () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    buildIfChanged({ root, force: false, build, log });
    write('api/src/main.ts', 'listen(3000);');
    buildIfChanged({ root, force: false, build, log });
    buildIfChanged({ root, force: false, build, log });
    expect(lines[0]).toBe('Building (web/dist/index.html is missing).');
    expect(lines[1]).toBe('Building (changed since the last build: api/src/main.ts).');
    expect(lines[2]).toMatch(/^Build up to date \(nothing it reads changed since \d{4}-\d\d-\d\dT.*\): not building\.$/);
  });
});

describe('the repository wires it', () => {
  const scripts = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;

  it('npm start builds only when needed; npm run build, and npm test through it, always build', () => {
    expect(scripts.start).toMatch(/^tsx scripts\/build-if-changed\.ts && /);
    expect(scripts.build).toBe('tsx scripts/build-if-changed.ts --force');
    expect(scripts.test).toContain('npm run build &&');
  });

  it('hashes what the real build reads, and not the tests', () => {
    const inputs = Object.keys(inputHashes(repoRoot));
    for (const file of [
      'package-lock.json',
      'web/vite.config.ts',
      'web/index.html',
      'web/public.html',
      'web/src/main.tsx',
      'web/build/production-build.ts',
      'api/tsconfig.build.json',
      'api/src/main.ts',
    ]) {
      expect(inputs, file).toContain(file);
    }
    expect(inputs.filter((file) => /(^|\/)(node_modules|dist|test|e2e)\/|\.test\.tsx?$/.test(file))).toEqual([]);
    expect(inputs).not.toContain(STAMP.split(path.sep).join('/'));
  });
});
