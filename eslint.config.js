// Type-aware lint, run by `npm test`: promises that are neither awaited nor handled (one unhandled
// database error once ended the whole server), and promises where a plain value is expected (an
// async callback given to an API that ignores its result). Formatting is Prettier's (`npm run format`).
import svelte from 'eslint-plugin-svelte';
import tseslint from 'typescript-eslint';

const promiseRules = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
};

export default tseslint.config(
  // Directives for rules this config does not run (other tools' habits) are no error here.
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'apps/web/src/paraglide/**', 'test-artifacts/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  {
    files: ['packages/*/src/**/*.ts', 'apps/server/src/**/*.ts', 'apps/web/src/**/*.ts', 'apps/web/e2e/**/*.ts', 'apps/web/scripts/**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: promiseRules,
  },
  {
    // The server, the engine and the protocol: not even `void p` — a rejection nobody handles
    // is a crash there; handle it (`.catch(log)`) where it can happen.
    files: ['packages/*/src/**/*.ts', 'apps/server/src/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }] },
  },
  ...svelte.configs['flat/base'],
  {
    files: ['apps/web/src/**/*.svelte', 'apps/web/src/**/*.svelte.ts'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    languageOptions: {
      parserOptions: {
        parser: tseslint.parser,
        projectService: true,
        extraFileExtensions: ['.svelte'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: promiseRules,
  },
);
