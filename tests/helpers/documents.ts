import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './content';

/** The project's documentation: README.md and every Markdown page under docs/, as paths from the project root. */
export function documentFiles(): string[] {
  const pages = readdirSync(path.join(projectRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.posix.join('docs', file.split(path.sep).join('/')));
  return ['README.md', ...pages.sort()];
}

export const readDocument = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

/** A document's text with its code blocks and code spans blanked out: what is left is prose, links and headings. */
export const withoutCode = (text: string) =>
  text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, (block) => block.replace(/[^\n]/g, ' ')).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));

/**
 * The anchors a page has, as GitHub makes them: each heading's text in lower case, without punctuation, each space a
 * hyphen, a repeated one numbered (`-1`, `-2` …); plus every `id="…"` or `name="…"` the page writes as HTML.
 */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  for (const [, heading] of prose.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const words = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
    const slug = words
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id] of text.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}
