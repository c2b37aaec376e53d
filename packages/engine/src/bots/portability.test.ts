import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every module reachable by static imports from `entry` (relative `.ts` imports only). */
function moduleGraph(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const m of text.matchAll(/^(?:import|export)[^'"]*?from\s+'([^']+)'/gm)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
    }
  };
  visit(entry);
  return seen;
}

describe('what the server and the web worker load (bots/index.ts)', () => {
  const graph = moduleGraph(fileURLToPath(new URL('./index.ts', import.meta.url)));

  it('uses no Node-only API, so the bots run unchanged in a browser Web Worker', () => {
    expect(graph.size).toBeGreaterThan(20);
    for (const [file, text] of graph) {
      expect({ file, node: /from\s+'node:|require\(/.test(text) }).toEqual({ file, node: false });
    }
  });

  it('reads no clock and no global randomness (decisions are a pure function of view, legal, seed)', () => {
    for (const [file, text] of graph) {
      expect({ file, impure: /Math\.random|Date\.now|performance\.now|new Date\(/.test(text) }).toEqual({ file, impure: false });
    }
  });

  it('cannot reach the oracle or the arena', () => {
    for (const file of graph.keys()) {
      expect(file).not.toMatch(/oracle\.ts$|[/\\]arena[/\\]/);
    }
  });
});
