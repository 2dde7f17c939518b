import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appViewerDocument,
  firstModules,
  preloadFiles,
  renderAppPage,
  SCREEN_MODULES,
  screenAt,
  SHELL_MODULE,
} from './appPageServer';
import { SCREEN_ROUTES } from './features/shell/navigation';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  [SHELL_MODULE]: { file: 'assets/screens.js', imports: ['index.html', '_react.js', '_icon.js'] },
  '_icon.js': { file: 'assets/icon.js' },
  [SCREEN_MODULES.adminDashboard]: { file: 'assets/dashboard.js', imports: ['_icon.js', '_kpi.js'] },
  '_kpi.js': { file: 'assets/kpi.js', imports: ['_react.js'] },
};

describe("the app's first load for a signed-in viewer", () => {
  it('knows the module of every screen, as screens.tsx imports it', () => {
    const screens = readFileSync(path.join(import.meta.dirname, 'screens.tsx'), 'utf8');
    for (const [screen, module] of Object.entries(SCREEN_MODULES)) {
      expect(screens, screen).toContain(`import('./${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
    }
    for (const { screen } of SCREEN_ROUTES) expect(SCREEN_MODULES[screen]).toBeTruthy();
  });

  it("finds the screen of a path as the shell's routes do: the role's home at /, parameters, a trailing slash", () => {
    expect(screenAt('ADMIN', '/')).toBe('adminDashboard');
    expect(screenAt('HELPER', '/')).toBe('today');
    expect(screenAt('CLIENT', '/')).toBe('portal');
    expect(screenAt('ADMIN', '/admin/calendar/')).toBe('calendar');
    expect(screenAt('CLIENT', '/invoices/abc-123/print')).toBe('invoicePrint');
    expect(screenAt('ADMIN', '/invoices//print')).toBeNull();
    expect(screenAt('ADMIN', '/no/such/page')).toBeNull();
  });

  it('preloads the shell and the page, or profile setup for someone who must complete a profile', () => {
    expect(firstModules({ role: 'ADMIN', needsProfileSetup: false }, '/')).toEqual([SHELL_MODULE, SCREEN_MODULES.adminDashboard]);
    expect(firstModules({ role: 'ADMIN', needsProfileSetup: true }, '/clients')).toEqual([SHELL_MODULE, SCREEN_MODULES.clients]);
    expect(firstModules({ role: 'CLIENT', needsProfileSetup: true }, '/')).toEqual(['src/features/auth/ProfileSetupPage.tsx']);
    expect(firstModules({ role: 'HELPER', needsProfileSetup: false }, '/nowhere')).toEqual([SHELL_MODULE]);
  });

  it('preloads each chunk once, and none that index.html already loads', () => {
    expect(preloadFiles(manifest, [SHELL_MODULE, SCREEN_MODULES.adminDashboard])).toEqual([
      'assets/screens.js',
      'assets/icon.js',
      'assets/dashboard.js',
      'assets/kpi.js',
    ]);
  });

  it('inlines the viewer as JSON that no name can break out of, and links the chunks in the head', () => {
    const template = '<html><head><title>T</title></head><body><div id="root"></div></body></html>';
    const viewer = { role: 'ADMIN' as const, needsProfileSetup: false, name: '</script><script>alert(1)</script>\u2028' };
    const html = renderAppPage(template, manifest, { viewer }, '/');
    expect(html).toMatch(/<title>T<\/title>(<link rel="modulepreload" crossorigin href="\/assets\/[a-z]+\.js">){4}<\/head>/);
    const json = /<script type="application\/json" id="app-viewer">(.*)<\/script><\/body>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ viewer });
  });

  it('asks for the fields the cache keys the viewer by', () => {
    expect(appViewerDocument).toMatch(/query App_Viewer/);
    expect(appViewerDocument).toMatch(/__typename/);
  });
});
