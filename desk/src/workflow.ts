import { computed, ref, type Ref } from 'vue';
import type { Desk } from './desk';
import type { DocTypeDef } from './meta';

/** A transition as frappe.model.workflow.get_transitions answers it. */
export interface Transition {
  action: string;
  next_state: string;
  allowed: string;
}

/** How a Workflow State's style shows as a PrimeVue Tag (Frappe's indicator colours). */
const SEVERITY: Record<string, string> = { Primary: 'info', Info: 'info', Success: 'success', Warning: 'warn', Danger: 'danger', Inverse: 'contrast' };

/**
 * A form's workflow (Frappe's frappe.ui.form.States): the active Workflow the DocType's meta
 * carries, the document's state as a tag, the actions the caller may take (get_transitions), and
 * whether the state lets the caller edit (its allow_edit role).
 */
export function useWorkflow(desk: Desk, doctype: () => string, meta: Ref<DocTypeDef | null>, doc: Ref<Record<string, any>>) {
  const transitions = ref<Transition[]>([]);
  const workflow = computed(() => meta.value?.__workflow_docs?.find((d) => d.doctype === 'Workflow') ?? null);
  const state = computed(() => (workflow.value ? (doc.value[workflow.value.workflow_state_field] as string | undefined) ?? null : null));
  const stateTag = computed(() => {
    if (!state.value) return null;
    const record = meta.value?.__workflow_docs?.find((d) => d.doctype === 'Workflow State' && d.name === state.value);
    return { label: state.value, severity: SEVERITY[record?.style ?? ''] ?? 'secondary' };
  });
  /** Whether the caller holds the current state's allow_edit role (a document in no state is editable). */
  const editable = computed(() => {
    const row = workflow.value?.states?.find((s: any) => s.state === state.value);
    return !row || desk.boot.roles.includes('Administrator') || desk.boot.roles.includes(row.allow_edit);
  });
  /** Whether a transition leads to a cancelled state: the desk then cancels only through it (can_cancel_document). */
  const cancelsByAction = computed(() => {
    const wf = workflow.value;
    if (!wf) return false;
    const cancelled = new Set(wf.states.filter((s: any) => String(s.doc_status) === '2').map((s: any) => s.state));
    return wf.transitions.some((t: any) => cancelled.has(t.next_state));
  });

  async function loadTransitions(name: string | null) {
    transitions.value = [];
    if (!workflow.value || !name || !state.value) return;
    transitions.value = await desk.api.call('frappe.model.workflow.get_transitions', { doc: { doctype: doctype(), name } });
  }
  async function apply(name: string, action: string) {
    return desk.api.call('frappe.model.workflow.apply_workflow', { doc: { doctype: doctype(), name }, action });
  }
  /** The actions once each: two transitions may offer the same action to different roles. */
  const actions = computed(() => [...new Set(transitions.value.map((t) => t.action))]);
  return { workflow, stateTag, editable, cancelsByAction, actions, loadTransitions, apply };
}
