import type { StudioFailure } from '../shared/apiTypes';

/** What the studio's operations answer, free of HTTP: a status and a body (plugin.ts sends it as JSON). */
export type ApiAnswer<T> = { status: 200; body: T } | { status: number; body: StudioFailure };

/** The link-preview image: a PNG instead of JSON. */
export interface PngReply {
  status: 200;
  png: Buffer;
}

export const ok = <T>(body: T): ApiAnswer<T> => ({ status: 200, body });

/** A refusal or failure: a German sentence, and the problems when the content is the reason. */
export const fail = (status: number, message: string, extra: Omit<StudioFailure, 'message'> = {}): ApiAnswer<never> => ({
  status,
  body: { message, ...extra },
});
