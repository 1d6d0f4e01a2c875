import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Mantine 8's ScrollArea can freeze a React 19 page (ui/ScrollBox.tsx says how).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['ScrollArea'],
              message: 'Use ui/ScrollBox: Mantine 8 ScrollArea can loop forever under React 19.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features with one face (issue 35): a web feature is used by others only through its
    // index.ts (the app shell also through its routes.ts), and the shared layers (lib, ui) import
    // no feature. An API block (elements
    // 'api-module' for apps/api/src/modules/*, 'api-lib') can sit beside this one with its own
    // files and policies.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-lib', pattern: 'apps/web/src/lib' },
        { type: 'web-ui', pattern: 'apps/web/src/ui' },
        { type: 'web-test', pattern: 'apps/web/src/test' },
        // The shell: the router's tables and providers (app/), then the entry files beside them
        // (main.tsx, App.tsx): the folder itself, last, so every folder above keeps its type.
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-app', pattern: 'apps/web/src' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      // A page is often a lazy chunk (import()), and the shell re-exports the sign-in pages.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              to: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message:
                'Use the {{to.element.captured.feature}} feature through its index.ts (features/{{to.element.captured.feature}}; the app shell also its routes.ts), not its inside ({{to.element.fileInternalPath}}).',
            },
            { allow: { to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } } },
            // A feature's second face, routes.ts, is the shell's alone: the screens the router
            // mounts. Were they in index.ts, a feature using another's component would reach that
            // feature's pages too, and through their imports often itself (an import cycle).
            {
              from: { element: { type: 'web-app' } },
              allow: { to: { element: { type: 'web-feature', fileInternalPath: 'routes.ts' } } },
            },
            // Inside one feature, anything goes.
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            // Test support: a test may use another feature's fixtures (its testing module).
            {
              from: { file: { categories: 'test' } },
              allow: {
                to: { element: { type: 'web-feature', fileInternalPath: 'testing.{ts,tsx}' } },
              },
            },
            {
              from: { element: { types: { anyOf: ['web-lib', 'web-ui'] } } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
              message:
                'lib/ and ui/ are shared by every feature: they import no feature and not the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's modules have one face each too (issue 35): another module, the app shell
    // (app.ts, jobs/, cli/, seed/) and anything else in src use a module only through its
    // index.ts, and lib/ and db/ import no module. Tests may reach inside (they test the inside),
    // and so may the harness under apps/api/test, which this block does not cover.
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'api-lib', pattern: 'apps/api/src/lib' },
        { type: 'api-lib', pattern: 'apps/api/src/db' },
        { type: 'api-shell', pattern: 'apps/api/src' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.ts' }],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': {
        typescript: { project: 'apps/api/tsconfig.json' },
        node: { extensions: ['.ts', '.js'] },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              to: { element: { type: 'api-module' } },
              disallow: { to: { element: { type: 'api-module' } } },
              message:
                'Use the {{to.element.captured.module}} module through its index.ts (modules/{{to.element.captured.module}}/index.js), not its inside ({{to.element.fileInternalPath}}).',
            },
            { allow: { to: { element: { type: 'api-module', fileInternalPath: 'index.ts' } } } },
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            {
              from: { element: { type: 'api-lib' } },
              disallow: { to: { element: { type: 'api-module' } } },
              message: 'lib/ and db/ are shared by every module: they import no module.',
            },
            // Last, so it wins: a test may reach anything it tests, and boot the whole app.
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'api-module' } } },
            },
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'api-shell' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts talk to a person on the terminal.
    files: ['scripts/**', 'bench/**', 'apps/api/src/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
