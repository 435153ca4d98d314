/** A build failure whose German message says everything the reader needs: printed without a stack trace. */
export class BuildError extends Error {}
