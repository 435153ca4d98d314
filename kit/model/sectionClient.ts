/**
 * A section's part in the browser: a section with behaviour (the FAQ's folding) declares it in its own
 * folder as `sections/<type>/client.ts` exporting `start`. The start-up (src/startup/startParts.ts) finds
 * these files by their folder and calls `start` with each `[data-section="<type>"]` element on the page,
 * after the first paint; a page without such a section loads none of its code.
 */
export type StartSection = (section: HTMLElement) => void;
