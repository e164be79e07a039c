import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The layers of docs ARCHITECTURE.md (bulletproof-react's zones): a wrong import fails the lint step.
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
            {
              target: "./app/features/app-download",
              from: "./app/features",
              except: ["./app-download"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/careers",
              from: "./app/features",
              except: ["./careers"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/clients",
              from: "./app/features",
              except: ["./clients"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/contact",
              from: "./app/features",
              except: ["./contact"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/drivers",
              from: "./app/features",
              except: ["./drivers"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/enterprise",
              from: "./app/features",
              except: ["./enterprise"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/faq",
              from: "./app/features",
              except: ["./faq"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/fleet",
              from: "./app/features",
              except: ["./fleet"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/highlights",
              from: "./app/features",
              except: ["./highlights"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/news",
              from: "./app/features",
              except: ["./news"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/price-list",
              from: "./app/features",
              except: ["./price-list"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/services",
              from: "./app/features",
              except: ["./services"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            {
              target: "./app/features/testimonials",
              from: "./app/features",
              except: ["./testimonials"],
              message:
                "A feature does not import another feature: move the shared part down into lib, components, content or domain.",
            },
            ...["lib", "components", "content", "config", "domain"].map((layer) => ({
              target: `./app/${layer}`,
              from: ["./app/features", "./app/routes"],
              message: "Shared layers do not import features or routes.",
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
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
);
