/**
 * Remix classic compiler configuration (ADR 0001): ESM server build, v2 flat routes.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  // `+feature/` folders hold the code a feature's routes share (issue 45 §8): never routes themselves.
  ignoredRouteFiles: ['**/.*', '**/*.test.*', '**/*.css.ts', '**/+*'],
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // The browser bundles must never pull Node built-ins; failing the build is better than a polyfill.
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    // No client router runs (ADR 0020): fetchers and lazy route discovery do not exist here. Both
    // are said (false) only so the build does not warn about them (issue 55 §7).
    v3_fetcherPersist: false,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    // No page hydrates React (ADR 0020): the documents are the only data protocol. Said
    // explicitly, so the build does not warn about it on every start (issue 34 §6).
    v3_singleFetch: false,
  },
};
