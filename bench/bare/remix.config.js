/**
 * The bare Remix 2.17 page the bench compares the portal with: one route, no styles, no
 * libraries, the same compiler settings as the portal. Built by `npm run bench`.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
};
