import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** 'features/deals', 'infra', 'http', … : the unit the rules speak of. */
const unitOf = (file: string) => {
  const [top, feature] = relative(SRC, file).split(sep);
  return top === 'features' ? `features/${feature}` : top!;
};

/** Which units each unit imports (type imports included), from the relative imports of src/. */
function unitGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(SRC)) {
    const from = unitOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const to = unitOf(resolve(dirname(file), match[1]!));
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** The cycles of the graph, as its strongly connected components of more than one unit. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    for (const next of graph.get(unit) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return found;
}

describe('the gateway feature graph', () => {
  it('has no cycle between features, of any length', () => {
    const graph = unitGraph();
    const features = new Map([...graph].filter(([unit]) => unit.startsWith('features/')));
    for (const [unit, targets] of features) {
      features.set(unit, new Set([...targets].filter((target) => target.startsWith('features/'))));
    }
    expect(cycles(features)).toEqual([]);
  });

  it('keeps infra below the features', () => {
    const reached = [...(unitGraph().get('infra') ?? [])].filter((unit) => unit.startsWith('features/'));
    expect(reached).toEqual([]);
  });
});
