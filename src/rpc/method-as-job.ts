import type { JobFunction } from '../jobs/site-jobs.ts';
import { coerceArgs } from './coerce-args.ts';
import type { MethodContext } from './method-context.ts';
import type { MethodDef } from './method-def.ts';

/** A whitelisted method as a job: its keyword arguments coerced as a call's would be. */
export function methodAsJob(def: MethodDef): JobFunction<MethodContext> {
  return (api, kwargs) => def.handler(api, coerceArgs(def, kwargs));
}
