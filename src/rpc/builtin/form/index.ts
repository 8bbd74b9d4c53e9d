import type { MethodRegistry } from '../../registry.ts';
import { followDocument, unfollowDocument, updateFollow } from './document-follow.ts';
import { getNext, removeAttach } from './form-utils.ts';
import { getLinkedDoctypes, linkedWithGet } from './linked-with.ts';
import { getCommunications, getDocinfo, getUserInfoForViewers } from './load.ts';
import { makeMappedDoc } from './mapper.ts';
import { getOpenCount } from './open-count.ts';
import { cancelAllLinkedDocs, getSubmittedLinkedDocs } from './submitted-linked.ts';

/** The desk form's methods beyond load and save (docinfo, links, follows, dashboard counts, mapping), as `svc.*` and `frappe.*`. */
export function registerFormMethods(registry: MethodRegistry): void {
  const defs = [
    getDocinfo, getCommunications, getUserInfoForViewers, getNext, removeAttach, linkedWithGet, getLinkedDoctypes, getSubmittedLinkedDocs, cancelAllLinkedDocs,
    followDocument, unfollowDocument, updateFollow, getOpenCount, makeMappedDoc(registry),
  ];
  for (const def of defs) registry.registerBuiltin(def);
}
