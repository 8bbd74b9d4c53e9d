/** The hash of the desk's sources that build.mjs records in dist/build-info.json. */
export function deskSourceHash(deskDir?: string): string;
