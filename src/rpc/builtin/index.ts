import type { AppsScreenEntry } from '../../model/app-hooks.ts';
import { MethodRegistry } from '../registry.ts';
import { getAppsMethod } from './apps/get-apps.ts';
import { registerAccountMethods } from './account/index.ts';
import { registerAssignMethods } from './assign/index.ts';
import { registerAutoRepeatMethods } from './auto-repeat/index.ts';
import { registerBasics } from './basics.ts';
import { registerCalendarMethods } from './calendar/index.ts';
import { registerClientMethods } from './client/index.ts';
import { registerCommentMethods } from './comment/index.ts';
import { registerDeletedDocumentMethods } from './deleted-document.ts';
import { registerDeskMethods } from './desk/index.ts';
import { registerEmailTemplateMethods } from './email-template/index.ts';
import { registerFileMethods } from './file/index.ts';
import { registerFormMethods } from './form/index.ts';
import { registerJobMethods } from './jobs.ts';
import { registerListMethods } from './lists/index.ts';
import { registerReportMethods } from './reports/index.ts';
import { registerNotificationMethods } from './notifications/index.ts';
import { registerEmailMethods } from './email/index.ts';
import { registerPrintMethods } from './print/index.ts';
import { registerPermissionManagerMethods } from './permission-manager/index.ts';
import { registerDataImportMethods } from './data-import/index.ts';
import { registerCustomFieldMethods } from './custom-field/index.ts';
import { registerUserMethods } from './user/index.ts';
import { registerRunDocMethod } from './run-doc-method.ts';
import { registerSchedulerMethods } from './scheduler.ts';
import { registerGlobalSearchMethods } from './search/index.ts';
import { registerShareMethods } from './share/index.ts';
import { registerTagMethods } from './tags/index.ts';
import { registerTreeMethods } from './tree/index.ts';
import { registerWorkflowMethods } from './workflow/index.ts';

/**
 * A registry holding every built-in whitelisted method of svc; frappe.apps.get_apps answers the
 * installed apps' `tiles` (their add_to_apps_screen hooks).
 */
export function builtinRegistry(tiles: ReadonlyArray<{ readonly app: string; readonly entry: AppsScreenEntry }> = []): MethodRegistry {
  const registry = new MethodRegistry();
  registry.registerBuiltin(getAppsMethod(tiles));
  registerBasics(registry);
  registerRunDocMethod(registry);
  registerClientMethods(registry);
  registerDeskMethods(registry);
  registerFormMethods(registry);
  registerShareMethods(registry);
  registerPermissionManagerMethods(registry);
  registerCustomFieldMethods(registry);
  registerUserMethods(registry);
  registerAccountMethods(registry);
  registerAssignMethods(registry);
  registerCommentMethods(registry);
  registerTagMethods(registry);
  registerDeletedDocumentMethods(registry);
  registerSchedulerMethods(registry);
  registerJobMethods(registry);
  registerListMethods(registry);
  registerReportMethods(registry);
  registerEmailMethods(registry);
  registerTreeMethods(registry);
  registerCalendarMethods(registry);
  registerFileMethods(registry);
  registerGlobalSearchMethods(registry);
  registerEmailTemplateMethods(registry);
  registerNotificationMethods(registry);
  registerAutoRepeatMethods(registry);
  registerWorkflowMethods(registry);
  registerDataImportMethods(registry);
  registerPrintMethods(registry);
  return registry;
}
