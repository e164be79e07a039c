import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";

const foldersIn = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersIn("app/features");

/**
 * The domain modules (ADR 045), lowest first: a module imports only the modules before it here. A module
 * folder missing from this list fails the lint, so its place is decided when it is made.
 */
const moduleOrder = [
  "page-speed",
  "files",
  "operations",
  "history",
  "staff",
  "submissions",
  "publishing",
  "news",
  "price-list",
  "careers",
  "deliveries",
];
const unplaced = foldersIn("app/modules").filter((name) => !moduleOrder.includes(name));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place app/modules/${unplaced.join(", ")} in moduleOrder`);

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".tools/",
      ".react-router/",
      "data/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The form sender runs in a service worker, not a page.
    files: ["public/sw.js"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The layers of docs/architecture.md (bulletproof-react's zones): a wrong import fails the lint step.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            // One zone per feature folder, read when lint starts: a new feature is covered without an edit here.
            ...features.map((feature) => ({
              target: `./app/features/${feature}`,
              from: "./app/features",
              except: [`./${feature}`],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            })),
            ...["lib", "components", "content", "config", "domain"].map((layer) => ({
              target: `./app/${layer}`,
              from: ["./app/features", "./app/routes"],
              message: "Shared layers do not import features or routes.",
            })),
            ...["lib", "components", "content", "config", "domain"].map((layer) => ({
              target: `./app/${layer}`,
              from: "./app/modules",
              // The services every loader reaches (lib/app-context.server.ts) name the file store and sign-in.
              ...(layer === "lib"
                ? { except: ["./files/file-store.server.ts", "./staff/staff-auth-on-demand.server.ts"] }
                : {}),
              message: "Shared layers do not import modules: modules build on them.",
            })),
            {
              target: "./app/modules",
              from: ["./app/features", "./app/routes"],
              message: "A module does not import a feature or a route: features and routes build on modules.",
            },
            ...moduleOrder.slice(0, -1).map((name, index) => ({
              target: `./app/modules/${name}`,
              from: moduleOrder.slice(index + 1).map((later) => `./app/modules/${later}`),
              message: `A module imports only the modules below it (moduleOrder in eslint.config.js: ${moduleOrder.join(" < ")}).`,
            })),
          ],
        },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Browser code: everything under app/ but route modules (React Router strips their loaders and actions),
    // root.tsx, the server entry and server-only modules. Type imports vanish at build time.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "*.server"],
              allowTypeImports: true,
              message: "Browser code must not import a *.server module (a type import is fine).",
            },
          ],
        },
      ],
    },
  },
  {
    // ADR 032: a date, an amount or a size a public page shows is formatted by its loader, on the server
    // (the browser's first Intl formatter of a language costs 15-25 ms of one task while the page hydrates).
    files: [
      "app/components/{ui,layout}/**/*.tsx",
      "app/features/**/*.tsx",
      "app/modules/**/*.tsx",
      "app/routes/**/*.tsx",
    ],
    // The back-office's pages and the modules that draw only for it (staff, the inboxes, the editors).
    ignores: ["app/modules/{staff,submissions,publishing}/**", "app/routes/admin.tsx", "app/routes/admin.*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/^~\\/lib\\/(format|intl-formatters)$/]",
          message: "Format dates, amounts and sizes in the page's loader, on the server (ADR 032).",
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name!='PluralRules']",
          message: "Format dates, amounts and sizes in the page's loader, on the server (ADR 032).",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale/]",
          message: "Format dates, amounts and sizes in the page's loader, on the server (ADR 032).",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
);
