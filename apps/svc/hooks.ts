/**
 * The built-in app's hooks. As Frappe's own: the email queue is flushed on every scheduler tick
 * (`all`), so mail queued while no Email Account existed, or whose send job was lost, goes out.
 */
export default {
  scheduler_events: {
    all: ['frappe.email.queue.flush'],
  },
};
