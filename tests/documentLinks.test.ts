import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/content';
import { anchorsOf, documentFiles, readDocument, withoutCode } from './helpers/documents';

/**
 * Every relative link in README.md and docs/**\/*.md leads somewhere: the file or folder exists, and a `#anchor`
 * is a heading (or an `id`) of the page it names. Pages move between folders as the docs grow; a link left
 * behind fails here, not for a reader.
 */

interface Link {
  from: string;
  target: string;
}

/** Markdown links and images, `[text](target)` and `![alt](target)`, outside code; web and mail addresses are not checked. */
function relativeLinks(file: string): Link[] {
  const prose = withoutCode(readDocument(file));
  return [...prose.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => ({ from: file, target }));
}

/** Where a link leads: the file it names (the page itself for `#anchor`) and the anchor, decoded. */
function resolve({ from, target }: Link): { file: string; anchor?: string } {
  const [address, anchor] = target.split('#', 2) as [string, string | undefined];
  const file = address ? path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURI(address))) : from;
  return { file, anchor: anchor === undefined ? undefined : decodeURIComponent(anchor) };
}

const documents = documentFiles();
const links = documents.flatMap(relativeLinks);

describe('links in the documentation', () => {
  it('reads README.md and the pages of every reader', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/marketing/feldreferenz.md', 'docs/entwicklung/architecture.md', 'docs/betrieb/sicherheit.md']),
    );
    expect(links.length).toBeGreaterThan(50);
  });

  it.each(links.map((link) => [`${link.from} → ${link.target}`, link] as const))('%s resolves', (_, link) => {
    const { file, anchor } = resolve(link);
    expect(file.startsWith('../'), `${link.target} führt aus dem Projekt hinaus`).toBe(false);
    const absolute = path.join(projectRoot, file);
    expect(existsSync(absolute), `${file} gibt es nicht`).toBe(true);
    if (anchor === undefined) return;
    expect(statSync(absolute).isFile() && file.endsWith('.md'), `#${anchor} in ${file}, das keine Markdown-Seite ist`).toBe(true);
    expect([...anchorsOf(readDocument(file))], `${file} hat keinen Anker #${anchor}`).toContain(anchor);
  });
});

describe('how the check reads a page', () => {
  it('makes anchors as GitHub does', () => {
    const anchors = anchorsOf(
      '# Edition studio (`npm run studio`)\n### Hosted studio (`npm run studio -- --hosted`)\n## 5. Vergleichen\n## Tests\n## Tests\n<a id="feld-offer-price"></a>\n```\n# not a heading\n```',
    );
    expect([...anchors]).toEqual([
      'edition-studio-npm-run-studio',
      'hosted-studio-npm-run-studio------hosted',
      '5-vergleichen',
      'tests',
      'tests-1',
      'feld-offer-price',
    ]);
  });

  it('finds a broken link and a missing anchor, and skips links in code and web addresses', () => {
    expect(relativeLinks('README.md').every((link) => !link.target.startsWith('http'))).toBe(true);
    const missingFile = resolve({ from: 'docs/marketing/studio.md', target: '../betrieb/nirgends.md' });
    expect(existsSync(path.join(projectRoot, missingFile.file))).toBe(false);
    const missingAnchor = resolve({ from: 'docs/marketing/studio.md', target: 'feldreferenz.md#gibt-es-nicht' });
    expect(anchorsOf(readDocument(missingAnchor.file)).has(missingAnchor.anchor!)).toBe(false);
    expect(withoutCode('`[a](b.md)` and\n```\n[c](d.md)\n```\n[e](f.md)').match(/\]\(([^)]+)\)/g)).toEqual(['](f.md)']);
  });
});
