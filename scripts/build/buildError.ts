/**
 * A build failure whose German message says everything the reader needs: printed without a stack trace. `detail`
 * is for whoever runs the build in a terminal (a tool's own English words, the file's place in the project): the
 * terminal prints it on a line of its own, which the studio leaves out of what it shows.
 */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** How the terminal introduces a build error's detail; the studio drops the lines that begin so. */
export const DETAIL_PREFIX = 'Einzelheiten: ';

/** The failure as a terminal prints it: the message, then its detail. */
export const printedBuildError = ({ message, detail }: BuildError) => (detail ? `${message}\n${DETAIL_PREFIX}${detail}` : message);

/** The first line of a tool's error, for a detail. */
export const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));
