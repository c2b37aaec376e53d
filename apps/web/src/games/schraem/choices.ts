export const MODES = ['anfaenger', 'fortgeschritten', 'profi'] as const;
export type Mode = (typeof MODES)[number];
export type Ruleset = 'app' | 'rheinland' | 'wipperfuerth' | 'marienheide' | 'eifel' | 'sebbe' | 'dedenbach' | 'tuppen';
/** V-10 … V-13, V-20, V-21: the regional presets beside S-31. */
export const VARIANT_RULESETS = ['wipperfuerth', 'marienheide', 'eifel', 'sebbe', 'dedenbach', 'tuppen'] as const;
