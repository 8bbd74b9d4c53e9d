// Whether this process runs the build (dist/, written by scripts/build.js) or src/ through tsx.
// In the build every `import.meta.url` of src/ is rewritten to its source file's URL, so paths
// relative to a module (apps/svc, package.json) hold either way; only these two constants differ.

declare global {
  interface ImportMeta {
    /** `true` in the build (esbuild's `define`); absent when src/ runs through tsx. */
    readonly svcCompiled?: boolean;
  }
}

/** True when svc runs from dist/. */
export const RUNS_COMPILED = import.meta.svcCompiled === true;

/** The build's folder: `main.js`, `app-api.js` and the built-in app's modules under `builtin/svc/`. */
export const DIST_URL = new URL('../../dist/', import.meta.url);
