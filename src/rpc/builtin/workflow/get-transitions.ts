import { loadReadableDocument } from '../../../model/load-document.ts';
import { whitelist } from '../../method-def.ts';
import { currentState, namedDoc, requireWorkflow } from './apply-workflow.ts';
import { transitionsFrom } from './transitions.ts';

/**
 * frappe.model.workflow.get_transitions: the transitions the caller may take from the stored
 * document's state (its roles, the conditions), as the desk shows them as action buttons; none for
 * a new document; a 417 WorkflowStateError for a document without a state.
 */
export const getTransitions = whitelist({
  path: 'model.workflow.get_transitions',
  params: [
    { name: 'doc', type: 'any', required: true },
    { name: 'workflow', type: 'any' },
    { name: 'raise_exception', type: 'bool' },
  ],
  handler: async (api, a) => {
    const { meta, name } = namedDoc(api.dc, a.doc);
    if (name === null) return [];
    const doc = await loadReadableDocument(api.dc, meta, name);
    const workflow = await requireWorkflow(api.dc, meta.name);
    currentState(workflow, doc);
    return transitionsFrom(api.dc, workflow, doc);
  },
});
