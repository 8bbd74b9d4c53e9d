// Module resolution hook (node:module register): app code anywhere imports svc's app API by the
// package name `svc/app-api`, whatever folder the app lives in and whether or not a node_modules
// holds svc. Plain JavaScript: hooks run on node's loader thread, before tsx sees the file.
let target;

export function initialize(data) {
  target = data.target;
}

export async function resolve(specifier, context, next) {
  if (specifier === 'svc/app-api') return { url: target, shortCircuit: true };
  return next(specifier, context);
}
