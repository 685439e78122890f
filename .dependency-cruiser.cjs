// The import graph of app/, db/ and server/, checked by `npm run lint` (`depcruise app db server`; docs/architecture.md,
// "Layers" and "Features, bottom to top").
//
// Layers: server (server/: the Express server that wires the app; it may import anything in app/ and db/) → routes
// (app/routes and the app's top-level files) → features (app/features) → shared (every other folder of app/, and
// db/). Nothing in app/ or db/ imports server/. What needs a feature at start-up (the demo account, the job handlers,
// the sweeps) is wired from server/, never from db/. Within features, an order: a feature imports only features on a lower level, never one on its
// own level or above, so the features form no cycle either. Tests are left out: a test may reach across.

/** Features from the bottom up; the features of one level do not import each other. */
const FEATURE_LEVELS = [
  // The audit log's writer: every feature records its steps there, so it imports no feature.
  ['audit'],
  ['auth', 'storage', 'marketing'],
  ['teams'],
  ['interviews'],
  ['dialogs', 'background-image'],
  ['member-check', 'voice', 'recruit', 'consent', 'receipt', 'retention'],
  ['ai-interviewer'],
  ['respondent', 'simulated-respondents'],
  ['participants'],
  ['individual-links'],
  ['documents'],
  ['analysis'],
  ['interview-setup'],
  ['erasure'],
];

const feature = (name) => `^app/features/${name}/`;
const SHARED = '^(app/(?!features/|routes/)[^/]+/|db/)';
const UNLISTED_FEATURE = `^app/features/(?!(${FEATURE_LEVELS.flat().join('|')})/)[^/]+/`;

const featureOrder = FEATURE_LEVELS.flatMap((level, index) =>
  level.map((name) => {
    const sameOrAbove = FEATURE_LEVELS.slice(index)
      .flat()
      .filter((other) => other !== name);
    return {
      name: `feature-order-${name}`,
      comment: `${name} imports only features below its level (FEATURE_LEVELS, docs/architecture.md)`,
      severity: 'error',
      from: { path: feature(name) },
      to: { path: `^app/features/(${sameOrAbove.join('|')})/` },
    };
  }),
);

// Known exceptions to the feature order, each with its reason. Keep this list short.
// Quote verification (verifyQuotes, resolveCitedId, groundQuote) is pure text logic that both the member check's
// summary (ai-interviewer) and the analysis use, so it lives in app/ai/quotes rather than in a feature: no exception.
const featureOrderExceptions = [
  {
    // A new account is the admin of a new team unless it joins one: the account and its team are made in one
    // transaction, and teams.server.ts is the one writer of the teams table (it imports no feature).
    from: '^app/features/auth/users\\.server\\.ts$',
    to: '^app/features/teams/teams\\.server\\.ts$',
  },
];

/** The folders of app/features/analysis from the bottom up, in the same way: the parts in the order a run makes them. */
const ANALYSIS_LEVELS = [
  ['ui'],
  ['citations'],
  ['reports'],
  // What the analysis reads (the included dialogs' respondent messages): every part from coding up reads it, so it is
  // a part of its own below them, not a file of coding.
  ['evidence'],
  ['sample'],
  ['coding'],
  ['theme-review'],
  ['topics'],
  ['recommendations'],
  ['summaries'],
  ['search'],
  ['chat'],
  ['overview'],
  ['exports'],
  ['rerun'],
  ['run'],
  ['page'],
];
const analysisOrder = ANALYSIS_LEVELS.flatMap((level, index) =>
  level.map((name) => ({
    name: `analysis-order-${name}`,
    comment: `analysis/${name} imports only the analysis folders below it (ANALYSIS_LEVELS, docs/architecture.md)`,
    severity: 'error',
    from: { path: `^app/features/analysis/${name}/` },
    to: {
      path: `^app/features/analysis/(${ANALYSIS_LEVELS.slice(index)
        .flat()
        .filter((other) => other !== name)
        .join('|')})/`,
    },
  })),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles in app/, db/ or server/.',
      severity: 'error',
      from: { path: '^(app|db|server)/' },
      to: { circular: true },
    },
    {
      name: 'nothing-imports-server',
      comment: 'server/ wires the app: app/ and db/ never import it.',
      severity: 'error',
      from: { path: '^(app|db)/' },
      to: { path: '^server/' },
    },
    {
      name: 'shared-imports-no-feature',
      comment: 'Shared code (app/ai, app/jobs, app/lib, app/components, db) never imports features or routes.',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^app/(features|routes)/' },
    },
    {
      name: 'feature-imports-no-route',
      comment: 'Features never import routes.',
      severity: 'error',
      from: { path: '^app/features/' },
      to: { path: '^app/(routes/|[^/]+\\.tsx?$)' },
    },
    {
      name: 'feature-has-a-level',
      comment: 'Every feature is on a level of FEATURE_LEVELS (and in docs/architecture.md).',
      severity: 'error',
      from: { path: UNLISTED_FEATURE },
      to: {},
    },
    ...analysisOrder,
    ...featureOrder.flatMap((rule) => {
      const own = featureOrderExceptions.filter((exception) => exception.from.startsWith(rule.from.path.replace(/\/$/, '')));
      if (own.length === 0) return [rule];
      return [
        { ...rule, from: { ...rule.from, pathNot: own.map((exception) => exception.from) } },
        ...own.map((exception) => ({ ...rule, from: { path: exception.from }, to: { ...rule.to, pathNot: exception.to } })),
      ];
    }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '\\.d\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['documents'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    cache: false,
  },
};
