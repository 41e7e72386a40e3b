// The walls `npm run lint` keeps (decision 171; docs/architecture.md shows the rooms). Each feature shows
// one public face, its index.ts (on the web also its route pages, which app/lazy-pages loads one by
// one); what other code uses of a feature goes through that face. No import cycles.
const feature = (app) => `^${app}/src/features/([^/]+)/`;
const face = (app) => `^${app}/src/features/[^/]+/index\\.tsx?$`;
// Tests and their fixtures may reach anything they exercise; the walls are for product code.
const testCode = '\\.(test|testing)\\.tsx?$|^server/src/(testing|faults)/';

module.exports = {
  forbidden: [
    { name: 'no-cycle', comment: 'An import cycle: split the shared part out, or move it down a layer.', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'server-feature-internals',
      comment: "Another server feature's internals: import its public face (features/<name>/index.ts).",
      severity: 'error',
      from: { path: feature('server'), pathNot: testCode },
      to: { path: '^server/src/features/', pathNot: [feature('server').replace('([^/]+)', '$1'), face('server')] },
    },
    {
      name: 'web-feature-internals',
      comment: "Another web feature's internals: import its public face (features/<name>/index.ts).",
      severity: 'error',
      from: { path: feature('web'), pathNot: testCode },
      to: { path: '^web/src/features/', pathNot: [feature('web').replace('([^/]+)', '$1'), face('web')] },
    },
    {
      name: 'into-web-features',
      comment: 'Outside the features only the app imports them: their public face, or a route page.',
      severity: 'error',
      from: { path: '^web/src/', pathNot: ['^web/src/(features|app)/', testCode] },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'app-into-web-features',
      comment: 'The app imports a feature through its public face or a route page (*-page.tsx).',
      severity: 'error',
      from: { path: '^web/src/app/', pathNot: testCode },
      to: { path: '^web/src/features/', pathNot: ['^web/src/features/[^/]+/index\\.tsx?$', '-page\\.tsx$'] },
    },
    {
      name: 'platform-is-below-features',
      comment: 'platform/ and db/ serve every feature and know none of them.',
      severity: 'error',
      from: { path: '^server/src/(platform|db)/', pathNot: testCode },
      to: { path: '^server/src/features/' },
    },
    {
      // domain is the rules both sides run (the web in the browser, the server in Node): one import of
      // either side would drag Fastify, the database or React into the other, and the rules would stop being pure.
      name: 'domain-knows-no-side',
      comment: 'domain/ is shared by the server and the web and imports neither: move what both need into domain.',
      severity: 'error',
      from: { path: '^domain/src/' },
      to: { path: '^(server|web)/' },
    },
    {
      // The web reaches the server over HTTP and sockets only; the contract they share is in domain.
      name: 'web-knows-no-server',
      comment: 'The web talks to the server over HTTP and sockets: share the contract through domain/, never by importing server/.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^server/' },
    },
    {
      // The app assembles the features (routes, shell, the server's plugins); a feature that imports it
      // makes a cycle in all but name and cannot be tested or loaded without the whole app. Tests may
      // start the whole app (the multi-node tests build two of them).
      name: 'features-below-the-app',
      comment: 'A feature is assembled by the app and never imports it (web/src/app/, server/src/app.ts): move what it needs into the feature, components/ or platform/.',
      severity: 'error',
      from: { path: '^(server|web)/src/features/', pathNot: testCode },
      to: { path: '^web/src/app/|^server/src/app\\.ts$' },
    },
    {
      name: 'fixtures-are-for-tests',
      comment: 'Test fixtures (*.testing.ts, server/src/testing) are imported by tests only.',
      severity: 'error',
      from: { pathNot: testCode },
      to: { path: '\\.testing\\.tsx?$|^server/src/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
