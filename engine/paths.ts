/** Fixed pages of the site; edition slugs may not take these (see crossChecks.ts). */
export const THANK_YOU_PATH = 'danke';
export const QA_PATH = 'qa';
