/** The year of the build, the same in the server and client bundles (set in vite.config.ts). */
declare const __BUILD_YEAR__: number;
