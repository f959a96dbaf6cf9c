/**
 * The import rules `npm run lint` checks (`npm run lint:deps`, dependency-cruiser). Rules are
 * grouped by workspace: add a workspace's rules as another group in `forbidden` and its source
 * folder to the lint:deps script of the root package.json.
 */

/** Production code of the gateway: everything under src/ but its tests. */
const GATEWAY_SRC = '^gateway/src/';
/** Tests and test helpers, in any workspace: test/ folders, __tests__/, *.test.ts(x), the kit's testing entry. */
const TEST_FILES = '(^|/)(test|__tests__)/|\\.test\\.tsx?$|^web-kit/src/testing/';
const APPS = ['shell', 'mfe-deals', 'mfe-admin'];

const gatewayRules = [
  {
    name: 'gateway-no-circular',
    comment:
      'No import cycles in the gateway: a cycle between features means one of them holds what belongs lower (move it there, to contracts, or inject it).',
    severity: 'error',
    from: { path: GATEWAY_SRC, pathNot: TEST_FILES },
    to: { circular: true },
  },
  {
    name: 'gateway-infra-not-features',
    comment: 'infra/ is below every feature: it must not import one (features inject what infra needs).',
    severity: 'error',
    from: { path: '^gateway/src/infra/', pathNot: TEST_FILES },
    to: { path: '^gateway/src/features/' },
  },
  {
    name: 'gateway-features-not-wiring',
    comment: 'Features never reach the composition root (src/container.ts, src/wiring/): it reaches them.',
    severity: 'error',
    from: { path: '^gateway/src/(features|infra|http)/', pathNot: TEST_FILES },
    to: { path: '^gateway/src/(container\\.ts$|wiring/)' },
  },
];

/**
 * Front ends: each app (the shell, each remote) imports the kit and contracts, never another app's
 * source, whatever the spelling (`@portal/mfe-admin/...` resolves to mfe-admin/ like
 * `../../mfe-admin/src/...`). The kit imports no app.
 */
const frontEndRules = [
  ...APPS.map((app) => ({
    name: `${app}-not-other-apps`,
    comment: `${app} shares code with the other apps through @portal/web-kit only: it must not import another app's source.`,
    severity: 'error',
    from: { path: `^${app}/` },
    // The second alternative: a package name that does not resolve (not in that app's exports) stays as written.
    to: { path: `^(@portal/)?(${APPS.filter((other) => other !== app).join('|')})(/|$)` },
  })),
  {
    name: 'web-kit-not-apps',
    comment: 'The kit sits below every app: it must not import one (the app passes what the kit needs).',
    severity: 'error',
    from: { path: '^web-kit/' },
    to: { path: `^(@portal/)?(${APPS.join('|')})(/|$)` },
  },
];

/** Every workspace. */
const sharedRules = [
  {
    name: 'no-test-code-in-production',
    comment:
      'Production code must not import tests or test helpers (test/, __tests__/, *.test.ts(x), @portal/web-kit/testing, gateway/test/).',
    severity: 'error',
    from: { pathNot: TEST_FILES },
    to: { path: TEST_FILES },
  },
  {
    name: 'contracts-imports-no-workspace',
    comment: 'contracts is the bottom of every workspace: it imports no other package of the repository.',
    severity: 'error',
    from: { path: '^contracts/' },
    to: { path: '^(gateway|mongo-init|web-kit|shell|mfe-deals|mfe-admin|e2e|scripts)/' },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...gatewayRules, ...frontEndRules, ...sharedRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|\\.cache)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types is still a cycle between features.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
