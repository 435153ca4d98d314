/**
 * The dev server shows a broken content file over the open page in Vite's error overlay (devContentPlugin.ts).
 * The report is German; the overlay's own closing tip is English developer text about its configuration. This
 * style, added to every page the dev server serves, puts a German tip in its place, through the parts the overlay
 * exposes (`::part(tip)`, `::part(window)`).
 */
export const ERROR_OVERLAY_TIP =
  'Die Datei korrigieren und speichern: Die Seite lädt dann von selbst neu. Esc oder ein Klick neben diesen Hinweis schließt ihn.';

export const ERROR_OVERLAY_STYLE =
  'vite-error-overlay::part(tip){display:none}' +
  `vite-error-overlay::part(window)::after{content:${JSON.stringify(ERROR_OVERLAY_TIP)};display:block;margin-top:1em;padding-top:1em;border-top:1px dotted;font:16px/1.5 system-ui,sans-serif}`;
