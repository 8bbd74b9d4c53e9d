import type { DocController } from '../../../../src/model/controller.ts';
import type { MethodContext } from '../../../../src/apps/app-api.ts';
import { completeEndedRepeats } from './complete-ended.ts';
import { createRepeatedEntries } from './create-entries.ts';
import { setReferenceLink } from './reference-link.ts';
import { getAutoRepeatSchedule } from './schedule-preview.ts';
import { validateAutoRepeat } from './validate-auto-repeat.ts';

/**
 * Auto Repeat (frappe/automation/doctype/auto_repeat): a document copied on a schedule by the
 * daily scheduler event. Its reference document's `auto_repeat` field names it while it is
 * active.
 */
const controller: DocController = {
  events: {
    // As Frappe outside its tests: a start date in the past starts today.
    before_insert(dc, doc) {
      const today = dc.now.slice(0, 10);
      if (typeof doc.start_date === 'string' && doc.start_date.slice(0, 10) <= today) doc.start_date = today;
    },
    async validate(dc, doc) {
      await validateAutoRepeat(dc, doc);
      const active = doc.status === 'Active';
      await setReferenceLink(dc, String(doc.reference_doctype), String(doc.reference_document), active ? String(doc.name) : null, active ? undefined : String(doc.name));
    },
    on_trash: (dc, doc) => setReferenceLink(dc, String(doc.reference_doctype), String(doc.reference_document), null, String(doc.name)),
  },
  methods: { get_auto_repeat_schedule: getAutoRepeatSchedule },
};

export default controller;

/** A daily scheduler event (hooks.ts): Frappe's make_auto_repeat_entry, the copies due today. */
export function make_auto_repeat_entry(api: MethodContext): Promise<void> {
  return createRepeatedEntries(api);
}

/** A daily scheduler event (hooks.ts): Frappe's set_auto_repeat_as_completed. */
export function set_auto_repeat_as_completed(api: MethodContext): Promise<void> {
  return completeEndedRepeats(api);
}
