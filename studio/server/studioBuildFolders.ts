import path from 'node:path';

/** What `npm run studio:build` makes (studio/build.ts), under this folder of the project. */
export const STUDIO_BUILD_DIR = 'dist-studio';

/** The address the studio's browser app is served under. */
export const STUDIO_APP_BASE = '/studio/app/';

/** The built studio's parts: its browser app, the site's client bundles and server entry (the preview), its server. */
export const STUDIO_BUILD_FOLDERS = (buildDir: string) => ({
  app: path.join(buildDir, 'app'),
  site: path.join(buildDir, 'site'),
  siteServer: path.join(buildDir, 'site-server'),
  server: path.join(buildDir, 'server'),
});
