import type { LoadedApps } from '../apps/load-apps.ts';
import type { JobFunction } from '../jobs/site-jobs.ts';
import { ASYNC_BATCH_METHOD } from '../operations/batch-async.ts';
import { parseBatchOps } from '../operations/batch-ops.ts';
import { batchItemResults } from '../operations/batch-results.ts';
import { runBatchInTx } from '../operations/document-batch.ts';
import { builtinRegistry } from '../rpc/builtin/index.ts';
import { callMethodInTx, type MethodSite } from '../rpc/call-method.ts';
import type { MethodContext } from '../rpc/method-context.ts';

/**
 * What a job thread may run: the apps' job targets, plus svc's own jobs. An asynchronous batch
 * (POST /api/v2/batch with `Prefer: respond-async`) runs its items as the request would have, in
 * the job's one transaction (atomic: the first failure fails the job and undoes every item), and
 * answers the per-item results, which the job keeps as its result. `runtimeOf` answers the open
 * site a job runs on, whose rate-limit counters a batch's method calls are charged to, as in a request.
 */
export function jobTargets(apps: Pick<LoadedApps, 'jobs' | 'names' | 'methods' | 'appsScreen'>, runtimeOf: (site: string) => Promise<Pick<MethodSite, 'rateLimits'> & { readonly developerMode: boolean }>): ReadonlyMap<string, JobFunction> {
  // The methods a batch item may call: the same registry as the server's.
  const registry = builtinRegistry(apps.appsScreen);
  for (const name of apps.names) registry.addApp(name);
  for (const [dotted, def] of apps.methods) registry.register(dotted, def);
  const runBatch: JobFunction<MethodContext> = async (api, kwargs) => {
    const ops = parseBatchOps(kwargs.operations);
    const site = await runtimeOf(api.dc.site.name);
    const outcomes = await runBatchInTx(api.dc, ops, kwargs.atomic === true, async (dc, path, args) => {
      const result = await callMethodInTx(dc, site, registry, path, args);
      return result.hasValue ? result.value : null;
    });
    return batchItemResults(outcomes, ops, site.developerMode);
  };
  return new Map([...apps.jobs, [ASYNC_BATCH_METHOD, runBatch]]);
}
