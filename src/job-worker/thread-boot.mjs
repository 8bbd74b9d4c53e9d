// The first module of a job thread when svc runs from src/ (job-worker/executor.ts): a thread has a
// module loader of its own, so TypeScript needs tsx registered in it before the body is imported.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// The body starts itself once it sees it is a job thread's (executor-thread.ts).
await import(workerData.entry);
