/**
 * The day the tests build the site for: `npm test` runs `npm run build -- --today <TEST_DAY>` and the built-site
 * tests rebuild dist/ and dist-dev/ when they were built for another day (tests/helpers/builds.ts). So they see the
 * same pages on any real day; what they expect of each edition comes from its state on this day, never from the
 * shipped files. scripts/test.sh reads the day from the line below: keep its form `export const TEST_DAY = 'JJJJ-MM-TT';`.
 */
export const TEST_DAY = '2025-09-15';
