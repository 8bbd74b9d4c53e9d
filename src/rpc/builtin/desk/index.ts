import type { MethodRegistry } from '../../registry.ts';
import { getdoc, getdoctype } from './form-load.ts';
import { getGroupByCount } from './group-by-count.ts';
import { getLinkTitle } from './link-title.ts';
import { getNamesForMentions } from './mentions.ts';
import { cancelDoc, discardDoc, savedocs } from './form-save.ts';
import { canSubscribeDoc, canSubscribeDoctype, getUserInfo } from './realtime.ts';
import { searchLink, searchWidget } from './search.ts';
import { reportviewGet, reportviewGetCount } from './reportview.ts';
import { getSidebarStats, getStats } from './sidebar-stats.ts';

/** The desk's methods Frappe's own tests and clients call, as `svc.*` and `frappe.*`. */
export function registerDeskMethods(registry: MethodRegistry): void {
  for (const def of [reportviewGet, reportviewGetCount, getUserInfo, canSubscribeDoc, canSubscribeDoctype, getdoc, getdoctype, savedocs, cancelDoc, discardDoc, searchLink, searchWidget]) registry.registerBuiltin(def);
  for (const def of [getGroupByCount, getStats, getSidebarStats, getLinkTitle, getNamesForMentions]) registry.registerBuiltin(def);
}
