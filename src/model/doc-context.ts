import type { RequestContext } from '../context/request-context.ts';
import type { Tx } from '../storage/database.ts';
import type { RealtimeEvent } from '../context/realtime-event.ts';
import { formatDatetime } from '../util/datetime.ts';

/** A request context inside an operation's transaction: what every model function receives. */
export interface DocContext extends RequestContext {
  readonly tx: Tx;
  /** Request-wide time of this operation, so every row it writes gets the same timestamp. */
  readonly now: string;
  /**
   * Queues work for once the transaction has committed (Frappe's frappe.db.after_commit: removing
   * a deleted file's bytes, say); a rollback drops it unrun. The operation runs the queue in order
   * before answering; a piece that fails is logged, not thrown, and the others still run.
   */
  onCommitted(fn: () => void | Promise<void>): void;
  /**
   * Publishes a realtime event once the transaction commits (Frappe's `after_commit=True`); a
   * rollback drops it. The same event, room and message queued twice goes out once.
   */
  publishRealtime(event: RealtimeEvent): void;
}

/** The parts of a DocContext a step may run with replaced (acting as another user, say). */
export type ContextParts = Partial<Pick<DocContext, 'user' | 'now' | 'messages' | 'onCommitted' | 'publishRealtime'>>;

/** The current time as an operation stamps it, in the site's time zone. */
function operationNow(ctx: RequestContext): string {
  return formatDatetime(ctx.clock.nowMicros(), ctx.site.timeZone);
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
  constructor(
    readonly requestId: string,
    readonly ip: string,
    readonly site: RequestContext['site'],
    readonly user: RequestContext['user'],
    readonly clock: RequestContext['clock'],
    readonly log: RequestContext['log'],
    readonly messages: RequestContext['messages'],
    readonly tx: Tx,
    readonly onCommitted: DocContext['onCommitted'],
    readonly publishRealtime: DocContext['publishRealtime'],
    private readonly time: OperationTime = {},
  ) {}

  get now(): string {
    return (this.time.stamp ??= operationNow(this));
  }

  /** This context with `parts` replaced; it shares this one's time unless given its own `now`. */
  with(parts: ContextParts): OperationContext {
    return new OperationContext(
      this.requestId, this.ip, this.site, parts.user ?? this.user, this.clock, this.log, parts.messages ?? this.messages, this.tx,
      parts.onCommitted ?? this.onCommitted, parts.publishRealtime ?? this.publishRealtime, parts.now === undefined ? this.time : { stamp: parts.now },
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
