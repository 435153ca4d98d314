/**
 * The studio's one HTML page (the app mounts into #root): as the dev server serves it, with the app's source
 * module and the faces from node_modules, or as the built studio serves it, with the bundles
 * `npm run studio:build` made (studio/server/builtStudio.ts).
 */

/** The faces the studio uses, from @fontsource (the built studio bundles them: studio/app/fonts.css). */
const DEV_FONT_STYLES = ['source-sans-3/latin-400', 'source-sans-3/latin-700', 'merriweather/latin-700'].map((face) => `/node_modules/@fontsource/${face}.css`);

/**
 * Dependencies pre-bundled into a cache folder outside node_modules (as tests do) may carry Fast
 * Refresh calls; on the dev server's studio page, which loads no refresh runtime, they do nothing.
 */
export const REFRESH_SHIM = '<script>window.$RefreshReg$ = () => {}; window.$RefreshSig$ = () => (type) => type;</script>';

export interface StudioPageParts {
  /** The app's module. */
  script: string;
  styles: string[];
  /** Inline scripts before the app (the dev server's refresh shim). */
  inline?: string;
}

export const studioPage = ({ script, styles, inline = '' }: StudioPageParts) => `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
    ${styles.map((href) => `<link rel="stylesheet" href="${href}" />`).join('\n    ')}
    <title>Editions-Studio</title>${inline ? `\n    ${inline}` : ''}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>`;

/**
 * The page as the dev server serves it: no Vite client, so a content file changed on disk (by the studio's own
 * save or an editor) reloads the site's pages but never the studio with unsaved edits; its modules are left
 * out of Fast Refresh (vite.base.ts).
 */
export const devStudioPage = () => studioPage({ script: '/studio/app/main.tsx', styles: DEV_FONT_STYLES, inline: REFRESH_SHIM });
