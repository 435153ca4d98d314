/**
 * The release the web server serves, in every answer of the site: the generated nginx configuration sends it as a
 * header, and a publish to a folder (scripts/publish/directoryTarget.ts) writes the release's name into the copy
 * of the configuration in that release. So the header names the release whose configuration nginx has loaded
 * (its A/B splits, its editions' addresses), which the studio compares with the one it put live.
 */

export const RELEASE_HEADER = 'X-Release';

/** What a build names before a publish gives it a release (`npm run build` alone). */
export const UNPUBLISHED_RELEASE = 'build';

/** The header line inside the site's server block. A release's name is a time stamp: nothing in it needs quoting. */
export const releaseHeaderLine = (release: string) => `  add_header ${RELEASE_HEADER} "${release}" always;`;

/** The configuration with the release's name in its header line; one built without that line stays as it is. */
export const stampRelease = (config: string, release: string) => config.replace(releaseHeaderLine(UNPUBLISHED_RELEASE), releaseHeaderLine(release));
