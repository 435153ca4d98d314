import { PLATFORM_SCRIPT_SETTINGS_ATTRIBUTE } from '../prerendered';
import type { PlatformScriptSettings as Settings } from './platformScript';

/**
 * Writes the platform script's settings into the prerendered page, where the page's own small
 * script part (src/startup/platformScriptPart.ts) finds them: a page that needs the script says so
 * in its markup, without the app.
 */
export function PlatformScriptSettings({ settings }: { settings: Settings }) {
  return <span hidden {...{ [PLATFORM_SCRIPT_SETTINGS_ATTRIBUTE]: JSON.stringify(settings) }} />;
}
