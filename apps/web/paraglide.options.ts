/** Paraglide's compiler options, shared by the Vite plugin and the type check (scripts/typecheck.ts). */
export const PARAGLIDE = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: ['localStorage', 'custom-browser', 'baseLocale'],
  localStorageKey: 'stammtisch.locale',
} as const;
