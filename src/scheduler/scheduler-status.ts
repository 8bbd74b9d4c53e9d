import type { SiteConfig } from '../config/site-config.ts';
import type { SystemSettings } from '../context/system-settings.ts';
import { disableScheduler, pauseScheduler } from './scheduler-config.ts';

/**
 * Why the scheduler enqueues nothing for a site, or null when it is active (Frappe's
 * is_scheduler_inactive, in its order): maintenance mode, `pause_scheduler` or
 * `disable_scheduler` in site config, or System Settings' enable_scheduler unset (as on a new site).
 */
export function inactiveReason(site: { readonly config: Pick<SiteConfig, 'maintenance_mode' | 'pause_scheduler' | 'disable_scheduler' | 'scheduler_interval'>; readonly settings: SystemSettings }): string | null {
  const config = site.config;
  if (config.maintenance_mode === 1) return 'Maintenance mode is ON';
  if (pauseScheduler(config)) return 'pause_scheduler is SET';
  if (disableScheduler(config)) return 'disable_scheduler is SET';
  if (!site.settings.enableScheduler) return 'SystemSettings.enable_scheduler is UNSET';
  return null;
}

/** Frappe's get_scheduler_status answer. */
export function schedulerStatus(site: Parameters<typeof inactiveReason>[0]): { status: 'active' | 'inactive' } {
  return { status: inactiveReason(site) === null ? 'active' : 'inactive' };
}
