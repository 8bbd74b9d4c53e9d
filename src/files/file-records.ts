import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from '../model/doc-context.ts';
import type { Condition } from '../query/ast.ts';
import { compileCondition } from '../query/compile-condition.ts';
import type { Tx } from '../storage/database.ts';
import { rowLimit } from '../query/row-limit.ts';

/** The File DocType of a site (part of the built-in app). */
export function fileMeta(dc: Pick<DocContext, 'site'>): DocTypeMeta {
  const meta = dc.site.meta.get('File');
  if (!meta) throw appError('DOCTYPE_NOT_FOUND', 'DocType File not found');
  return meta;
}

function files(tx: Tx, meta: DocTypeMeta) {
  return tx.builder.selectFrom(tx.builder.dynamic.table(meta.tableName).as('t'));
}

/** True when some File record (not a folder) points at `url`. */
export async function hasRecordWithUrl(tx: Tx, meta: DocTypeMeta, url: string): Promise<boolean> {
  return Boolean(await tx.first(files(tx, meta).select('t.name').where('t.file_url', '=', url).where('t.is_folder', '=', 0).limit(rowLimit(1, tx.caps))));
}

/** The DocTypes that File records of `url` are attached to: at most one row per DocType, whatever the number of records. */
export async function attachedDoctypesOf(tx: Tx, meta: DocTypeMeta, url: string): Promise<string[]> {
  const rows = await tx.all<{ attached_to_doctype: string | null }>(
    files(tx, meta).select('t.attached_to_doctype').distinct().where('t.file_url', '=', url).where('t.is_folder', '=', 0)
      .where('t.attached_to_doctype', 'is not', null),
  );
  return rows.map((r) => r.attached_to_doctype).filter((d): d is string => typeof d === 'string' && d !== '');
}

/** How a document of one DocType lets a user read the files attached to it (see file-access.ts). */
export interface AttachedReadRule {
  readonly meta: DocTypeMeta;
  /** The user's read rule on that DocType, on table alias `t`; for a single DocType, TRUE or FALSE. */
  readonly read: Condition;
  /** Fields the user cannot read (their permlevel): a record attached through one of them grants nothing. */
  readonly hiddenFields: string[];
}

/**
 * True when some File record (not a folder) of `url` lets the user read its bytes: it is public,
 * owned by `owner` (null: ownership grants nothing), or attached to a document one of `attached`
 * lets them read. One query with the rules inside it: every record counts, however many there are.
 */
export async function someRecordReadable(tx: Tx, meta: DocTypeMeta, url: string, grants: { owner: string | null; attached: AttachedReadRule[] }): Promise<boolean> {
  const query = tx.builder.selectFrom(tx.builder.dynamic.table(meta.tableName).as('f')).select(sql.lit(1).as('one'))
    .where('f.file_url', '=', url).where('f.is_folder', '=', 0)
    .where((eb) => {
      const ways: Expression<SqlBool>[] = [eb(eb.fn.coalesce('f.is_private', eb.val(0)), '=', 0)];
      if (grants.owner !== null) ways.push(eb('f.owner', '=', grants.owner));
      for (const rule of grants.attached) ways.push(attachedReadable(eb, tx, rule));
      return eb.or(ways);
    })
    .limit(rowLimit(1, tx.caps));
  return Boolean(await tx.first(query));
}

/** Attached to a document of `rule.meta` the user may read, through a field they may read. */
function attachedReadable(eb: ExpressionBuilder<any, any>, tx: Tx, rule: AttachedReadRule): Expression<SqlBool> {
  const target = rule.meta;
  const parts: Expression<SqlBool>[] = [eb('f.attached_to_doctype', '=', target.name)];
  if (rule.hiddenFields.length > 0) parts.push(eb(eb.fn.coalesce('f.attached_to_field', eb.val('')), 'not in', rule.hiddenFields));
  if (target.issingle) {
    parts.push(eb('f.attached_to_name', '=', target.name), compileCondition(eb, rule.read, tx.caps));
    return eb.and(parts);
  }
  // attached_to_name is text; an autoincrement DocType's name is a number (PostgreSQL compares no int with text).
  const name = target.naming.kind === 'autoincrement' ? eb.cast(eb.ref('t.name'), 'text') : eb.ref('t.name');
  parts.push(eb.exists(
    eb.selectFrom(sql.table(target.tableName).as('t')).select(sql.lit(1).as('one'))
      .where(name, '=', eb.ref('f.attached_to_name'))
      .where((inner) => compileCondition(inner, rule.read, tx.caps)),
  ));
  return eb.and(parts);
}

/**
 * Takes the lock of a local file URL for the rest of the transaction. Held by everything that
 * points a File record at bytes already stored there and by the removal of unused bytes
 * (remove-unused-bytes.ts), so the bytes cannot be removed under a record being made.
 */
export function lockFileUrl(tx: Tx, url: string): Promise<void> {
  return tx.lock(`File.file_url:${url}`);
}

/**
 * The file_url of a stored copy of the same content with the same privacy (de-duplication), or
 * null. Trusted because content_hash is server-owned: measured from the bytes on upload, copied
 * from an earlier record for a registered URL, and never taken from a client.
 */
export async function sameContentUrl(tx: Tx, meta: DocTypeMeta, md5: string, isPrivate: boolean): Promise<string | null> {
  const rows = await tx.all<{ file_url: string | null }>(
    files(tx, meta).select('t.file_url').where('t.content_hash', '=', md5).where('t.is_private', '=', isPrivate ? 1 : 0)
      .where('t.is_folder', '=', 0).orderBy('t.creation').limit(rowLimit(5, tx.caps)),
  );
  const prefix = isPrivate ? '/private/files/' : '/files/';
  return rows.map((r) => r.file_url).find((url): url is string => typeof url === 'string' && url.startsWith(prefix)) ?? null;
}

/** The content_hash File records of `url` already carry (all measured by the server), or null. */
export async function knownContentHash(tx: Tx, meta: DocTypeMeta, url: string): Promise<string | null> {
  const row = await tx.first<{ content_hash: string | null }>(
    files(tx, meta).select('t.content_hash').where('t.file_url', '=', url).where('t.is_folder', '=', 0)
      .where('t.content_hash', 'is not', null).where('t.content_hash', '!=', '').orderBy('t.creation').limit(rowLimit(1, tx.caps)),
  );
  return row?.content_hash ?? null;
}

/** True when `name` is an existing folder. */
export async function isFolder(tx: Tx, meta: DocTypeMeta, name: string): Promise<boolean> {
  const row = await tx.first<{ is_folder: number }>(files(tx, meta).select('t.is_folder').where('t.name', '=', name));
  return Number(row?.is_folder ?? 0) === 1;
}

/** True when some File record sits in folder `name`. */
export async function folderHasChildren(tx: Tx, meta: DocTypeMeta, name: string): Promise<boolean> {
  return Boolean(await tx.first(files(tx, meta).select('t.name').where('t.folder', '=', name).limit(rowLimit(1, tx.caps))));
}

/** What upload_file measured of the bytes it stored: the only source of a new record's content_hash besides earlier records. */
export interface MeasuredContent {
  readonly url: string;
  readonly md5: string;
  readonly size: number;
  /** This upload published the bytes at `url` itself (rather than reusing an identical stored copy). */
  readonly published: boolean;
}

/** The context upload_file inserts its File record in: it carries what the server measured of the bytes. */
export interface UploadDocContext extends DocContext {
  readonly measuredContent: MeasuredContent;
}

/**
 * What the server measured of the bytes at `url` in this insert, or null: a File made through
 * /api/resource/File carries none, so its content_hash can never come from the client.
 */
export function measuredContentOf(dc: DocContext, url: string): MeasuredContent | null {
  const measured = (dc as Partial<UploadDocContext>).measuredContent;
  return measured && measured.url === url ? measured : null;
}
