import type { ContentProblem } from '#engine/errors';
import { problemAt, problemIn, SITE_FILE_PATH, type Rule } from './context';
import { editionTexts, siteTexts } from './texts';

/** Host names reserved for examples and tests (RFC 2606), and localhost: never a real target. */
const PLACEHOLDER = /(^|[@./])(example\.(com|org|net|de)|[a-z0-9-]+\.(example|invalid|test|localhost)|localhost)\b/i;

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/**
 * Placeholder contact or legal targets must not be published: errors in a production build,
 * warnings otherwise (so `npm run editions:check` shows them before the build refuses them).
 */
export const placeholderRules: Rule = (input) => {
  const production = input.production === true;
  const severity = production ? 'error' : 'warning';
  const siteFile = SITE_FILE_PATH;
  const problems: ContentProblem[] = [];
  for (const [at, text] of siteTexts(input.site)) {
    if (PLACEHOLDER.test(text))
      problems.push(problemIn(siteFile, at, 'placeholder.published', { what: `Platzhalter „${shorten(text)}“`, production }, severity));
  }
  for (const edition of input.editions) {
    for (const [at, text] of editionTexts(edition)) {
      if (PLACEHOLDER.test(text))
        problems.push(problemAt(edition, at, 'placeholder.published', { what: `Platzhalter „${shorten(text)}“`, production }, severity));
    }
  }
  // A legal link that only leads to the home page is a placeholder too.
  const { legal, origin } = input.site;
  for (const [at, target] of [
    ['legal.imprintUrl', legal.imprintUrl],
    ['legal.privacyUrl', legal.privacyUrl],
  ]) {
    if (target.replace(/\/$/, '') === origin) {
      problems.push(
        problemIn(siteFile, at, 'placeholder.published', { what: `Link „${target}“ auf die Startseite statt auf die Rechtsseite`, production }, severity),
      );
    }
  }
  return problems;
};
