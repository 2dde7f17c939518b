/**
 * The flags every headless Debian chromium this project drives needs in its sandboxed network (the browser tests, the
 * screenshots script and the API's Lighthouse bench): no sandbox or GPU, /tmp instead of a small /dev/shm, and none of
 * the background calls home that would hang or skew a run. Imports nothing, so the API's bench can import it too.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
