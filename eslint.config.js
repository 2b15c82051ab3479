// Lint enforces what we agreed on (style.md, architecture.md) so nobody has to remember it.
// Type-aware rules are left out on purpose: `npm test` runs lint on every change and must stay fast.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const TS = "ts,tsx,mts,cts";

// ESLint replaces a rule's options per matching config object instead of merging them, so every
// file glob below must be disjoint and carry the full list of import patterns that apply to it.
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

// How many folders below a root a file sits, as globs: depth 0 is `<root>/*.ts`, depth 1 `<root>/*/*.ts`, ...
const DEPTHS = [0, 1, 2, 3, 4];
const atDepth = (root, depth) => `${root}/${"*/".repeat(depth)}*.{${TS}}`;
const up = (n) => `(\\.\\./){${n}}`;

// ── server ────────────────────────────────────────────────────────────────────────────────────────
// core/ is plumbing without domain words: it never reaches into modules/.
const coreNoModules = {
  regex: "^(\\.\\./)+modules(/|$)",
  message: "server/src/core has no domain words: it must not import from modules/. Let boot pass what core needs.",
};

// A module reaches another module only through that module's index.ts (its manifest).
// For a file `depth` folders below `modules/<m>/`, `(../){depth+1}<name>/` leaves the module; anything
// there other than index.js is a deep import. `(?!\.)` keeps `../../core/...` and friends out of it.
const serverModuleRules = DEPTHS.map((depth) =>
  restrict(
    [atDepth("server/src/modules/*", depth)],
    [
      {
        regex: `^${up(depth + 1)}(?!\\.)[^/]+/(?!index\\.[jt]s$).+`,
        message: "Import another module only through its index.ts (e.g. '../households/index.js').",
      },
      {
        regex: `^${up(depth + 2)}modules/[^/]+/(?!index\\.[jt]s$).+`,
        message: "Import another module only through its index.ts (e.g. '../households/index.js').",
      },
    ],
  ),
);

// ── client ────────────────────────────────────────────────────────────────────────────────────────
// Imports flow app/ → features/ → shared (components/, lib/, hooks/). Features never import each other,
// and only the entries (main.tsx, sign-in.tsx) import app/. Path aliases (`@/`, `~/`, `src/`) are covered too in case vite adds one.
const ALIAS = "(@|~|src)";
const noApp = [
  { regex: "^(\\.\\./)+app(/|$)", message: "Only the entries (client/src/main.tsx, client/src/sign-in.tsx) import from app/." },
  { regex: `^${ALIAS}/app(/|$)`, message: "Only the entries (client/src/main.tsx, client/src/sign-in.tsx) import from app/." },
];
const sharedNoUpward = [
  ...noApp,
  {
    regex: "^(\\.\\./)+features(/|$)",
    message: "Shared code (components/, lib/, hooks/) must not import from features/; move what both need into shared code.",
  },
  {
    regex: `^${ALIAS}/features(/|$)`,
    message: "Shared code (components/, lib/, hooks/) must not import from features/; move what both need into shared code.",
  },
];
// For a file `depth` folders below `features/<f>/`, `(../){depth+1}<name>` is a sibling feature;
// `(../){depth+2}features/...` and aliases are the long way round to the same place.
const crossFeature = "Features do not import each other; move shared code to components/, lib/ or hooks/.";
const clientFeatureRules = DEPTHS.map((depth) =>
  restrict(
    [atDepth("client/src/features/*", depth)],
    [
      ...noApp,
      { regex: `^${up(depth + 1)}(?!\\.)[^/]+`, message: crossFeature },
      { regex: "^(\\.\\./)+features(/|$)", message: crossFeature },
      { regex: `^${ALIAS}/features(/|$)`, message: crossFeature },
    ],
  ),
);

export default defineConfig([
  globalIgnores([
    "**/dist/**",
    "**/node_modules/**",
    "client/src/gql/**",
    "**/.data/**",
    "bench/results/**",
    "coverage/**",
    "test-results/**",
  ]),

  {
    files: [`**/*.{js,mjs,cjs,${TS}}`],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      // Only plain JS files (this config, scripts) need these; TS files are checked by tsc instead of no-undef.
      globals: { process: "readonly", console: "readonly", URL: "readonly", Buffer: "readonly" },
    },
  },

  {
    files: [`**/*.{${TS}}`],
    extends: [tseslint.configs.recommended],
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      "@typescript-eslint/no-explicit-any": "warn",
      // Input checks match control characters on purpose (redirect targets, header values).
      "no-control-regex": "off",
      // No-op handlers (noop callbacks, default props, stubs in tests) are fine.
      "no-empty-function": "off",
      "@typescript-eslint/no-empty-function": "off",
    },
  },

  // Decorator-heavy server code (type-graphql, MikroORM) meets `any` in library signatures.
  {
    files: [`server/**/*.{${TS}}`, `bench/**/*.{${TS}}`],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },

  // Hooks live in .ts files too (client/src/hooks/use-*.ts), so both extensions get the hooks rules.
  {
    files: [`client/**/*.{${TS}}`],
    extends: [reactHooks.configs.flat.recommended],
  },

  // ── import direction ──
  restrict([`server/src/core/**/*.{${TS}}`], [coreNoModules]),
  ...serverModuleRules,

  restrict([`client/src/{components,lib,hooks}/**/*.{${TS}}`], sharedNoUpward),
  ...clientFeatureRules,
  // Other top-level client files (env.ts, ...) are shared code too; main.tsx and sign-in.tsx are the entries into app/, and sign-in.prerender.tsx (the build renders the sign-in page with it).
  restrict(
    [`client/src/*.{${TS}}`],
    [
      { regex: "^\\./app(/|$)", message: "Only the entries (client/src/main.tsx, client/src/sign-in.tsx) import from app/." },
      { regex: `^${ALIAS}/app(/|$)`, message: "Only the entries (client/src/main.tsx, client/src/sign-in.tsx) import from app/." },
      { regex: "^\\./features(/|$)", message: "Top-level client files are shared code: they must not import features/." },
      { regex: `^${ALIAS}/features(/|$)`, message: "Top-level client files are shared code: they must not import features/." },
    ],
    ["client/src/main.tsx", "client/src/sign-in.tsx", "client/src/sign-in.prerender.tsx"],
  ),
]);
