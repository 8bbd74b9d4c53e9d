import { MethodRegistry } from '../registry.ts';
import { registerAssignMethods } from './assign/index.ts';
import { registerBasics } from './basics.ts';
import { registerClientMethods } from './client/index.ts';
import { registerCommentMethods } from './comment/index.ts';
import { registerDeletedDocumentMethods } from './deleted-document.ts';
import { registerDeskMethods } from './desk/index.ts';
import { registerFormMethods } from './form/index.ts';
import { registerJobMethods } from './jobs.ts';
import { registerRunDocMethod } from './run-doc-method.ts';
import { registerSchedulerMethods } from './scheduler.ts';
import { registerShareMethods } from './share/index.ts';
import { registerTagMethods } from './tags/index.ts';

/** A registry holding every built-in whitelisted method of svc. */
export function builtinRegistry(): MethodRegistry {
  const registry = new MethodRegistry();
  registerBasics(registry);
  registerRunDocMethod(registry);
  registerClientMethods(registry);
  registerDeskMethods(registry);
  registerFormMethods(registry);
  registerShareMethods(registry);
  registerAssignMethods(registry);
  registerCommentMethods(registry);
  registerTagMethods(registry);
  registerDeletedDocumentMethods(registry);
  registerSchedulerMethods(registry);
  registerJobMethods(registry);
  return registry;
}
