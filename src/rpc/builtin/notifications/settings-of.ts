import type { MethodContext } from '../../method-context.ts';

/** The switches of Notification Settings that decide whether a user hears of something. */
export interface UserNotificationSwitches {
  readonly enabled: boolean;
  readonly email: boolean;
  /** `enable_email_<type>` by scrubbed type (mention, assignment, share, energy_point...). */
  readonly emailFor: (type: string) => boolean;
}

const SWITCHES = ['enabled', 'enable_email_notifications', 'enable_email_mention', 'enable_email_assignment', 'enable_email_energy_point', 'enable_email_share'];

/**
 * A user's Notification Settings as Frappe's is_notifications_enabled and
 * is_email_notifications_enabled_for_type read them: a user without a record has every switch
 * on, and an Alert never goes out by email this way (the Notification's Email channel sends it).
 */
export async function switchesOf(api: MethodContext, user: string): Promise<UserNotificationSwitches> {
  const rows = await api.asSystem().list('Notification Settings', { fields: SWITCHES, filters: [['name', '=', user]], limit_page_length: 1 }) as Array<Record<string, unknown>>;
  const row = rows[0];
  const on = (field: string) => !row || Number(row[field] ?? 1) === 1;
  return {
    enabled: on('enabled'),
    email: on('enable_email_notifications'),
    emailFor: (type) => type !== 'Alert' && on('enable_email_notifications') && on(`enable_email_${type.toLowerCase().replaceAll(' ', '_')}`),
  };
}

/** Frappe's create_notification_settings: the user's record with every default, unless it exists. */
export async function ensureSettings(api: MethodContext, user: string): Promise<void> {
  const system = api.ignoringPermissions();
  if (user === 'Guest' || (await system.exists('Notification Settings', user))) return;
  await system.insert({ doctype: 'Notification Settings', name: user, user });
}
