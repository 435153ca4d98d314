import { cpSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from './helpers/cli';
import { copyProject } from './helpers/projectCopy';
import { builtContent } from './helpers/builtSite';
import { projectRoot } from './helpers/content';
import { editJson } from './helpers/tempContent';
import { htmlBytes, javaScriptBytes, servedHtmlBytes } from './helpers/pageWeight';
import { FIRST_ROUND_TRIP_BYTES } from '../scripts/build/precompress';
import { QA_COMPARISON_PATH } from '../kit/model/paths';
import { TEST_DAY } from './helpers/testDay';

/** Byte budgets (gzip) on the built dist/: deterministic, so they are tests rather than benchmarks. */
const dist = path.join(projectRoot, 'dist');
const content = builtContent();
const pages = ['index.html', 'danke/index.html', '404.html', ...content.editions.map((edition) => `${edition.slug}/index.html`)];
const indexable = ['index.html', ...content.editions.map((edition) => `${edition.slug}/index.html`)];
const KB = 1024;

describe('byte budgets', () => {
  // Documents run only the code of their interactive parts (src/startup/startParts.ts), not React.
  it.each(pages)('%s loads at most 20 KB of JavaScript before any interaction', (page) => {
    const bytes = javaScriptBytes(dist, page);
    expect(bytes).toBeGreaterThan(1 * KB);
    expect(bytes).toBeLessThanOrEqual(20 * KB);
  });

  it('the QA comparison, an app, loads React, the router and styled-components in at most 140 KB', () => {
    const bytes = javaScriptBytes(dist, `${QA_COMPARISON_PATH}/index.html`);
    expect(bytes).toBeGreaterThan(100 * KB);
    expect(bytes).toBeLessThanOrEqual(140 * KB);
  });

  it.each(pages)('%s weighs at most 50 KB as HTML with its inlined CSS', (page) => {
    expect(htmlBytes(dist, page)).toBeLessThanOrEqual(50 * KB);
  });

  // The whole document, styles and icons included, in a new connection's first round trip: nothing of the page
  // waits for a second one. The tests' day is the heaviest of the shipped editions (both sell, every section shows).
  it.each(indexable)('%s arrives in the first round trip: at most 14 KB (14,336 bytes) gzip as served', (page) => {
    expect(FIRST_ROUND_TRIP_BYTES).toBe(14 * KB);
    expect(servedHtmlBytes(dist, page)).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });

  // Twenty are plenty: the data of twenty editions leaking into a shared chunk would far exceed the kilobyte allowed.
  const MORE = 20;
  it(`keeps every page’s JavaScript the same size with ${MORE} more editions`, () => {
    const project = copyProject();
    const editions = path.join(project, 'editions');
    const template = content.featured;
    for (let number = 1; number <= MORE; number += 1) {
      cpSync(path.join(project, template.file), path.join(editions, `synthetisch-${number}.json`));
      editJson(editions, `synthetisch-${number}.json`, (data) => {
        data.slug = `synthetische-edition-${number}`;
        data.name = `Synthetische Edition ${number}`;
      });
    }
    // For the day dist/ is built for, so that the pages compared are in the same state.
    const build = runScript('build.ts', ['--today', TEST_DAY], project);
    expect(build.status, build.stderr).toBe(0);
    const bigDist = path.join(project, 'dist');
    for (const page of pages) {
      expect(javaScriptBytes(bigDist, page) - javaScriptBytes(dist, page), page).toBeLessThanOrEqual(1 * KB);
    }
    expect(javaScriptBytes(bigDist, `synthetische-edition-${MORE}/index.html`) - javaScriptBytes(dist, `${template.slug}/index.html`)).toBeLessThanOrEqual(1 * KB);
  }, 180_000);
});
