/**
 * A record's value under a key that came from outside (a name typed in the studio, a field of a file): its
 * own property only. `record[key]` would answer „constructor“, „toString“ or „__proto__“ from
 * Object.prototype, which no record of ours means.
 */
export const ownValue = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
