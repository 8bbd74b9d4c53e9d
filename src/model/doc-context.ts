import type { Tx } from '../storage/database.ts';
import { formatDatetime } from '../util/datetime.ts';
import type { DocContext } from './controller.ts';

export type { DocContext } from './controller.ts';

/** The parts of a DocContext a step may run with replaced (acting as another user, say). */
export type ContextParts = Partial<Pick<DocContext, 'user' | 'now' | 'messages' | 'onCommitted' | 'publishRealtime'>>;

/** The current time as an operation stamps it, in the site's time zone. */
function operationNow(ctx: Pick<DocContext, 'clock' | 'site'>): string {
  return formatDatetime(ctx.clock.nowMicros(), ctx.site.timeZone);
}

/**
 * Where a context finds its transaction. An operation's stays the same to its end; a background
 * job's is replaced at each commit (operations/run-job-operation.ts), and every context made from
 * the job's with `contextWith` shares the slot, so none keeps a transaction that has ended.
 */
export interface TxSlot {
  readonly tx: Tx;
}

/** An operation's time, taken when first asked, so `modified` is stamped once locks are held; reads that never ask pay nothing. */
interface OperationTime {
  stamp?: string;
}

/**
 * The DocContext every operation builds, as a class: V8 gives each object literal carrying a
 * getter a map of its own, about 0.7 µs to build and a miss in every inline cache that later reads
 * a part of it; a getter on the prototype costs nothing per object (5% of a document read's CPU).
 * A spread copy would drop that getter, so variations are made with `contextWith`.
 */
export class OperationContext implements DocContext {
  private readonly txs: TxSlot;

  constructor(
    readonly requestId: string,
    readonly ip: string,
    readonly site: DocContext['site'],
    readonly user: DocContext['user'],
    readonly clock: DocContext['clock'],
    readonly log: DocContext['log'],
    readonly messages: DocContext['messages'],
    tx: Tx,
    readonly onCommitted: DocContext['onCommitted'],
    readonly publishRealtime: DocContext['publishRealtime'],
    private readonly time: OperationTime = {},
    txs?: TxSlot,
  ) {
    this.txs = txs ?? { tx };
  }

  get tx(): Tx {
    return this.txs.tx;
  }

  get now(): string {
    return (this.time.stamp ??= operationNow(this));
  }

  /** This context with `parts` replaced; it shares this one's time unless given its own `now`. */
  with(parts: ContextParts): OperationContext {
    return new OperationContext(
      this.requestId, this.ip, this.site, parts.user ?? this.user, this.clock, this.log, parts.messages ?? this.messages, this.txs.tx,
      parts.onCommitted ?? this.onCommitted, parts.publishRealtime ?? this.publishRealtime, parts.now === undefined ? this.time : { stamp: parts.now }, this.txs,
    );
  }
}

/**
 * `dc` with `now` taken again. Called once the rows to be written are locked, so a writer that
 * waited for the lock stamps a later `modified`.
 */
export function lockedNow(dc: DocContext): DocContext {
  return contextWith(dc, { now: operationNow(dc) });
}

/**
 * `dc` acting in the caller's name with every right (Frappe's ignore_permissions): for what svc
 * writes on the caller's behalf once their own rights were checked (timeline entries, versions).
 */
export function asTrusted(dc: DocContext): DocContext {
  return contextWith(dc, { user: { ...dc.user, superuser: true } });
}

/** `dc` with `parts` replaced, its other parts (the operation's time among them) kept. */
export function contextWith(dc: DocContext, parts: ContextParts): DocContext {
  return dc instanceof OperationContext ? dc.with(parts) : { ...dc, ...parts };
}
