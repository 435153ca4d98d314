import type { Content } from '#src/content/loadContent';
import type { DeployHost } from '../hosting/deployHosts';

/** What every build step gets: the validated content and the staging folder that becomes dist/. */
export interface BuildContext {
  root: string;
  content: Content;
  /** The content as the build for another day loads it (QA's „Stand am Tag“, see src/content/calendarDays.ts). */
  contentOn: (day: string) => Content;
  /** Everything written here is swapped into dist/ only when every step has succeeded. */
  stagingDir: string;
  /** The host the build is for: decides which configuration files and copies it writes. */
  host: DeployHost;
}

/** A page to prerender: the route to render and the file it becomes. */
export interface PageToRender {
  route: string;
  file: string;
}

/** A step that writes extra files into the staging folder after the pages are rendered. */
export type OutputStep = (context: BuildContext) => Promise<void>;
