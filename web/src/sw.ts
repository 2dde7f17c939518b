/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The installed app's service worker (vite-plugin-pwa, injectManifest): the built app shell (index.html, every script
 * and style of the build, icons) is precached, so the app opens without a signal. A page navigation asks the network
 * first, since a signed-in page carries its viewer inlined, and falls back to the precached shell when there is no
 * answer within a few seconds. Nothing of /api or /graphql is ever cached here: the app keeps the helper's day itself
 * (apollo/offline), for the signed-in helper only, and clears it at sign-out.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** A parking garage's "one bar" answers nothing for a long time: give up on it and open the shell. */
const NAVIGATION_TIMEOUT_MS = 4000;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The build's files, listed at build time (public.html, the public page's server template, is left out there).
precacheAndRoute(self.__WB_MANIFEST);

async function networkFirst(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } catch {
    return (await matchPrecache('index.html')) ?? Response.error();
  } finally {
    clearTimeout(timer);
  }
}

registerRoute(
  new NavigationRoute(({ request }) => networkFirst(request), {
    denylist: [/^\/api(\/|$)/, /^\/graphql(\/|$)/, /\.(?:ics|json|xml|txt|webmanifest)$/],
  }),
);
