/** Thrown at start-up for an app file that cannot be used; the message names the file. */
export class AppLoadError extends Error {}
