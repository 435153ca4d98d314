/**
 * Imported on its own by entry-client.tsx, so styled-components is evaluated in a task of its own
 * before the app's components are defined with it. One export only, as in routerLibrary.ts.
 */
export { ThemeProvider } from 'styled-components';
