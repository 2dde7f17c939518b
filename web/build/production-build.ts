import type { Plugin } from 'vite';

/**
 * A build is what the server ships, so it carries React's production code whatever NODE_ENV the shell has
 * (`.env.example`'s NODE_ENV=development is the API's setting; left to itself, Vite then builds React's development
 * code: 211 KB of script at / instead of 82 KB). Vite decides "production" from process.env.NODE_ENV after the
 * plugins' config hooks, so setting it here is in time; the dev server and the tests never run it.
 */
export function productionBuild(): Plugin {
  return {
    name: 'sunshine:production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}
