import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order of a run's test files: vitest's own (longest first, by the last run's durations), with the files of one
 * environment together (`// @vitest-environment jsdom` at a file's top). A worker that ran a file runs the next in
 * the queue with the modules it has loaded (isolate: false) only when that file has the same environment; otherwise
 * it ends and a new worker loads every module again. In vitest's order, jsdom and node files alternate, and the fast
 * tier started some twenty workers, each importing the site's and the studio's modules anew.
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environment = new Map(sorted.map((spec) => [spec, environmentOf(spec.moduleId)]));
    // Stable: within an environment the files keep vitest's order. The jsdom files first, so that the many short node
    // files fill both workers at the end.
    return sorted.toSorted((a, b) => rank(environment.get(a)) - rank(environment.get(b)));
  }
}

const rank = (environment: string | undefined) => (environment === 'node' ? 1 : 0);

function environmentOf(file: string): string {
  const head = readFileSync(file, 'utf8').slice(0, 1000);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? 'node';
}
