/** What a socket's allowance says of one more client event. */
export type Admission = 'take' | 'drop' | 'cut';

/**
 * A socket's allowance of client events: a token bucket of `limit` events, refilled evenly over
 * `seconds`, so a client may send `limit` at once and `limit / seconds` a second for ever after.
 * An event beyond it is dropped, and each drop is charged to a second bucket of the same size and
 * pace: when that one is empty too, the client has gone on sending at more than twice its pace (or
 * far beyond it in one burst), and the socket is cut. A client that exceeds its pace now and then
 * loses those events and stays connected.
 */
export class EventBudget {
  private tokens: number;
  private strikes: number;
  private at: number;
  private readonly refillPerMicro: number;

  constructor(private readonly limit: number, seconds: number, nowMicros: number) {
    this.tokens = limit;
    this.strikes = limit;
    this.at = nowMicros;
    this.refillPerMicro = limit / (seconds * 1_000_000);
  }

  admit(nowMicros: number): Admission {
    const refill = Math.max(0, nowMicros - this.at) * this.refillPerMicro;
    this.at = nowMicros;
    this.tokens = Math.min(this.limit, this.tokens + refill);
    this.strikes = Math.min(this.limit, this.strikes + refill);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'take';
    }
    if (this.strikes >= 1) {
      this.strikes -= 1;
      return 'drop';
    }
    return 'cut';
  }
}
