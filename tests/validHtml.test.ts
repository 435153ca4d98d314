import { readdirSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/content';
import { standardRules } from './helpers/htmlRules';

/**
 * Every HTML page of the build (dist/, built for the tests' day) passes html-validate's recommended rules and the two
 * rules of the standard in ./helpers/htmlRules.ts. The rules set differently below only name the spelling the
 * renderer (React's renderToString) writes, which the standard allows either way; none is switched off.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  plugins: [standardRules],
  rules: {
    'standard-rules/ping-http-urls': 'error',
    'standard-rules/dl-groups-alike': 'error',
    // `<!doctype html>`: the doctype is case-insensitive; the build writes it in lower case.
    'doctype-style': ['error', { style: 'lowercase' }],
    // `<meta … />`: a void element may end in a slash; React writes every one so.
    'void-style': ['error', { style: 'selfclose' }],
    // `hidden=""`: a boolean attribute may be empty or omitted; React writes it empty.
    'attribute-empty-style': ['error', { style: 'empty' }],
    // `srcSet`, `fetchPriority`: attribute names are case-insensitive in HTML; React writes these as its DOM properties.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // `<ul aria-label="Im Preis enthalten">`: a list may be named (WAI-ARIA's role list allows it); the name says what it lists.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});

const dist = path.join(projectRoot, 'dist');
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

describe('the built pages are valid HTML', () => {
  it('builds the pages the site serves', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', '404.html', 'danke/index.html', 'herbstedition/index.html', 'winteredition/index.html']));
  });

  it.each(pages)('%s', async (page) => {
    const report = await validator.validateFile(path.join(dist, page));
    const problems = report.results.flatMap(({ messages }) =>
      messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
    );
    expect(problems).toEqual([]);
  });
});
