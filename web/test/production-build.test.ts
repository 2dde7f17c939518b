// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('../', import.meta.url));
const vite = path.join(webDir, '../node_modules/.bin/vite');
const run = promisify(execFile);

/** Strings only React's development builds carry: the JSX dev runtime's calls and react-dom's console messages. */
const developmentMarkers = ['jsxDEV', 'Download the React DevTools', 'should have a unique "key" prop'];

function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name));
}

/**
 * `.env.example` sets NODE_ENV=development (the API's setting), and `npm start` builds in that shell: the web
 * build, which Vite would then make from React's development code (211 KB of script at / instead of 82 KB), must
 * still be the production one. This runs the same two builds `npm run build` runs, into a temporary folder.
 */
describe('the web build with NODE_ENV=development in the shell', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'sunshine-web-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('ships React production code in the browser bundle and the server renderer', { timeout: 90_000 }, async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
    const options = { cwd: webDir, env: { ...env, NODE_ENV: 'development' }, maxBuffer: 16 * 1024 * 1024 };
    await run(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], options);
    await run(
      vite,
      ['build', '--ssr', 'src/public-server.tsx', '--outDir', path.join(outDir, '.ssr'), '--logLevel', 'warn'],
      options,
    );

    const scripts = scriptsUnder(outDir);
    const reactChunk = scripts.find((file) => /[\\/]assets[\\/]react-[^\\/]+\.js$/.test(file));
    expect(reactChunk, 'the build has no react chunk').toBeDefined();
    expect(scripts).toContain(path.join(outDir, '.ssr', 'public-server.js'));

    const found = scripts.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return developmentMarkers
        .filter((marker) => text.includes(marker))
        .map((marker) => `${path.relative(outDir, file)}: ${marker}`);
    });
    expect(found, 'React development code in the build').toEqual([]);
    // What React's production build has in place of its messages: the error decoder's link.
    const production = readFileSync(reactChunk!, 'utf8').includes('Minified React error #');
    expect(production, "the react chunk is not React's production build").toBe(true);
  });
});
