import { describe, expect, it } from 'vitest';
import { appViewerDocument, firstModules, firstPageQuery, preloadFiles, renderAppPage, SHELL_MODULE } from './appPageServer';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  [SHELL_MODULE]: { file: 'assets/screens.js', imports: ['index.html', '_react.js', '_icon.js'] },
  '_icon.js': { file: 'assets/icon.js' },
  'src/features/admin/dashboard/AdminDashboardPage.tsx': { file: 'assets/dashboard.js', imports: ['_icon.js', '_kpi.js'] },
  '_kpi.js': { file: 'assets/kpi.js', imports: ['_react.js'] },
};

describe("the app's first load for a signed-in viewer", () => {
  it('preloads the shell, or profile setup for someone who must complete a profile', () => {
    expect(firstModules({ role: 'ADMIN', needsProfileSetup: false })).toEqual([SHELL_MODULE]);
    expect(firstModules({ role: 'ADMIN', needsProfileSetup: true })).toEqual([SHELL_MODULE]);
    expect(firstModules({ role: 'HELPER', needsProfileSetup: false })).toEqual([SHELL_MODULE]);
    expect(firstModules({ role: 'CLIENT', needsProfileSetup: true })).toEqual(['src/features/auth/ProfileSetupPage.tsx']);
  });

  it('preloads each chunk once, and none that index.html already loads', () => {
    expect(preloadFiles(manifest, [SHELL_MODULE, 'src/features/admin/dashboard/AdminDashboardPage.tsx'])).toEqual([
      'assets/screens.js',
      'assets/icon.js',
      'assets/dashboard.js',
      'assets/kpi.js',
    ]);
  });

  it('inlines the viewer as JSON that no name can break out of, and links the chunks in the head', () => {
    const template = '<html><head><title>T</title></head><body><div id="root"></div></body></html>';
    const viewer = { role: 'ADMIN' as const, needsProfileSetup: false, name: '</script><script>alert(1)</script>\u2028' };
    const html = renderAppPage(template, manifest, { viewer });
    expect(html).toMatch(/<title>T<\/title>(<link rel="modulepreload" crossorigin href="\/assets\/[a-z]+\.js">){2}<\/head>/);
    const json = /<script type="application\/json" id="app-viewer">(.*)<\/script><\/body>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ viewer });
  });

  it('asks for the fields the cache keys the viewer by', () => {
    expect(appViewerDocument).toMatch(/query App_Viewer/);
    expect(appViewerDocument).toMatch(/__typename/);
  });

  it("answers the admin's dashboard, at / and /admin, and no other viewer's or path's page", () => {
    const admin = { role: 'ADMIN' as const, needsProfileSetup: false };
    for (const path of ['/', '/admin', '/admin/']) {
      const query = firstPageQuery(admin, path);
      expect(query?.document, path).toMatch(/query AdminDashboardPage_Query\(\$pageSize: Int!\)/);
      expect(query?.document).toMatch(/__typename/);
      expect(query?.variables).toEqual({ pageSize: 10 });
    }
    for (const path of ['/calendar', '/settings', '/adminx']) expect(firstPageQuery(admin, path), path).toBeNull();
    for (const role of ['CLIENT', 'HELPER'] as const) {
      expect(firstPageQuery({ role, needsProfileSetup: false }, '/')).toBeNull();
    }
  });

  it('inlines no page element without a page answer', () => {
    const html = renderAppPage('<html><head></head><body></body></html>', manifest, {
      viewer: { role: 'ADMIN', needsProfileSetup: false },
    });
    expect(html).not.toContain('app-first-page');
  });
});
