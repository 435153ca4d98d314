import type { ContentProblem } from '#engine/errors';

/** Why publishing stopped, in German for the marketer; the live site is as it was. */
export class PublishError extends Error {
  constructor(
    message: string,
    /** The content's errors when the check refused it. */
    readonly problems: ContentProblem[] = [],
  ) {
    super(message);
    this.name = 'PublishError';
  }
}
