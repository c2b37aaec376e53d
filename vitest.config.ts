import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/e2e/**/*.test.ts'],
    // A hang guard, not a speed check: the property and browser suites take tens of seconds each
    // and longer while another file runs beside them.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Paraglide's messages, compiled once before any file imports them (apps/web/scripts/messages.ts).
    globalSetup: ['apps/web/scripts/messages.ts'],
    // Two files at a time on two cores (Vitest's default is cores − 1 = one): most files wait on a
    // server, a database or Chromium far more than they compute.
    maxWorkers: 2,
  },
});
