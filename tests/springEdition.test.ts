import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { copyProject } from './helpers/projectCopy';
import { editJson } from './helpers/tempContent';

it('builds and routes a spring edition added as one JSON file, with no code change', () => {
  const project = copyProject();
  const editions = path.join(project, 'editions');
  cpSync(path.join(editions, 'winter.json'), path.join(editions, 'spring.json'));
  editJson(editions, 'spring.json', (data) => {
    data.slug = 'fruehlingsedition';
    data.current = false;
    data.name = 'Frühlings-Edition 2027';
    data.startDate = '2027-04-12';
    data.offer.price = 349;
    data.offer.regularPrice = 449;
    data.sections[0].title = 'Leichter in den Frühling';
  });

  execFileSync('npx', ['tsx', 'scripts/build.ts'], { cwd: project, stdio: 'pipe' });

  // React separates adjacent text parts with empty comments; a reader never sees them.
  const html = readFileSync(path.join(project, 'dist/fruehlingsedition/index.html'), 'utf8').replace(/<!-- -->/g, '');
  expect(html).toContain('<h1 id="hero-title"');
  expect(html).toContain('Leichter in den Frühling');
  expect(html).toContain('Start: 12.04.27');
  expect(html).toContain('349\u00a0€');
  expect(html).toContain('du sparst 100\u00a0€');
  expect(html).toContain('<link rel="canonical" href="https://www.inselcoaching40plus.de/fruehlingsedition"/>');
  const routes = JSON.parse(readFileSync(path.join(project, 'dist/data/routes.json'), 'utf8'));
  expect(routes.editionSlugs).toContain('fruehlingsedition');
}, 120_000);
