import type { Logger } from '../context/request-context.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import { loadCustomDocTypes, mirrorStandardDocType } from '../model/doctype-records.ts';
import { customizer, loadCustomizations } from '../model/customizations.ts';
import { syncIndexes } from '../model/global-search.ts';
import type { Database, Tx } from '../storage/database.ts';
import { insertRow } from '../storage/repository.ts';
import { ensureLeaseRow } from '../storage/leases-table.ts';
import type { ScheduledEvent } from '../scheduler/scheduler-events.ts';
import { syncJobTypes } from '../scheduler/sync-job-types.ts';
import { createSystemTables, definitionHash, noSchemaChanges, syncTable, type SchemaChanges } from '../storage/schema-sync.ts';

/** The apps' scheduler_events, synced to the site's Scheduled Job Types on every migrate (Frappe's sync_jobs). */
export interface ScheduledJobs {
  events: readonly ScheduledEvent[];
  /** The site's scheduler_interval, of which `All` job types' next execution is computed. */
  intervalSeconds: number;
}

const STANDARD_ROLES: Array<[string, number]> = [
  ['Administrator', 1],
  ['System Manager', 1],
  ['Desk User', 1],
  ['All', 0],
  ['Guest', 0],
];

/**
 * Brings a site's database up to its apps' DocTypes (Frappe's `bench migrate`): system tables,
 * a table per DocType (only those whose definition changed), DocType records, standard roles and
 * users, the custom DocTypes' tables, the columns of Custom Fields, the global search entries of DocTypes whose searchable
 * fields changed, then the Scheduled Job Types of the apps' scheduler_events.
 * Safe to run on every start and from several processes. Answers what it changed in the schema.
 */
export async function migrateSite(db: Database, registry: MetaRegistry, now: string, log: Logger, scheduled?: ScheduledJobs): Promise<SchemaChanges> {
  const changes = noSchemaChanges();
  await db.write(async (tx) => {
    await db.lockSchema(tx);
    await createSystemTables(tx, db.schema);
    const known = new Map((await tx.all<{ doctype: string; hash: string }>(tx.builder.selectFrom('__svc_schema').select(['doctype', 'hash']))).map((r) => [r.doctype, r.hash]));
    // The apps' own definitions: customizations are synced below, and never written into DocType records.
    const standard = registry.all().map((m) => registry.uncustomized(m.name) ?? m);
    const changed: DocTypeMeta[] = standard.filter((m) => !m.custom && known.get(m.name) !== definitionHash(m));
    for (const meta of changed) await syncTable(tx, db.schema, meta, changes);
    for (const meta of changed) {
      await mirrorStandardDocType(tx, registry, meta, now);
      await tx.run(
        tx.builder.insertInto('__svc_schema').values({ doctype: meta.name, hash: definitionHash(meta) })
          .onConflict((oc) => oc.column('doctype').doUpdateSet({ hash: definitionHash(meta) })),
      );
    }
    if (changed.length > 0) log.info({ doctypes: changed.map((m) => m.name) }, 'synced DocType tables');
    await ensureStandardRecords(tx, registry, now);
    const custom = await loadCustomDocTypes(tx, registry, log);
    // Custom Fields' columns (and Property Setters' field types) on the DocTypes they customize.
    const customize = customizer(await loadCustomizations(tx, registry), log);
    const all = new Map([...standard, ...custom].map((m) => [m.name, customize(m)]));
    for (const meta of custom) await syncTable(tx, db.schema, all.get(meta.name)!, changes);
    for (const meta of standard) if (all.get(meta.name) !== meta) await syncTable(tx, db.schema, all.get(meta.name)!, changes);
    const reindexed = await syncIndexes(tx, [...all.values()], (name) => all.get(name));
    if (reindexed.length > 0) log.info({ doctypes: reindexed }, 'rebuilt global search entries');
    await ensureLeaseRow(tx, 'scheduler');
    if (scheduled) await syncJobTypes(tx, registry, scheduled.events, now, scheduled.intervalSeconds, log);
  });
  return changes;
}

async function ensureStandardRecords(tx: Tx, registry: MetaRegistry, now: string): Promise<void> {
  const stamp = { owner: 'Administrator', creation: now, modified: now, modified_by: 'Administrator', docstatus: 0, idx: 0 };
  const role = registry.get('Role')!;
  for (const [name, desk] of STANDARD_ROLES) {
    const exists = await tx.first(tx.builder.selectFrom('tabRole').select('name').where('name', '=', name));
    if (!exists) await insertRow(tx, role, { ...stamp, name, role_name: name, desk_access: desk, disabled: 0, is_custom: 0, two_factor_auth: 0 });
  }
  await ensureHomeFolders(tx, registry, stamp);
  const user = registry.get('User')!;
  const users: Array<[string, string, string]> = [
    ['Administrator', 'admin@example.com', 'System User'],
    ['Guest', 'guest@example.com', 'Website User'],
  ];
  for (const [name, email, userType] of users) {
    const exists = await tx.first(tx.builder.selectFrom('tabUser').select('name').where('name', '=', name));
    if (!exists) {
      await insertRow(tx, user, { ...stamp, name, email, first_name: name, full_name: name, enabled: 1, user_type: userType, send_welcome_email: 0, simultaneous_sessions: 2 });
    }
  }
}

/** The File folders every Frappe site has: `Home` and `Home/Attachments` (frappe make_home_folder). */
async function ensureHomeFolders(tx: Tx, registry: MetaRegistry, stamp: Record<string, unknown>): Promise<void> {
  const file = registry.get('File');
  if (!file) return;
  const folders = [
    { name: 'Home', file_name: 'Home', folder: null, is_home_folder: 1, is_attachments_folder: 0 },
    { name: 'Home/Attachments', file_name: 'Attachments', folder: 'Home', is_home_folder: 0, is_attachments_folder: 1 },
  ];
  for (const folder of folders) {
    const exists = await tx.first(tx.builder.selectFrom('tabFile').select('name').where('name', '=', folder.name));
    if (!exists) await insertRow(tx, file, { ...stamp, ...folder, is_folder: 1, is_private: 0, file_size: 0, uploaded_to_dropbox: 0, uploaded_to_google_drive: 0 });
  }
}
