import { isIP } from 'node:net';
import { isValidTimeZone } from '../util/datetime.ts';

/**
 * What a config value may be: how a value from a JSON file reads into what svc uses, what a bad
 * one must be instead (for the error), and how a default shows in README's tables.
 */
export interface Kind<T> {
  /** What a value must be, completing "<key> must be …": "a whole number from 0". */
  readonly expected: string;
  /** The value as svc uses it, or undefined when the file's value (never null) is not one. */
  read(value: unknown): T | undefined;
  /** A value as README's configuration tables write it: `0`, `UTC`, `300` per `60`. */
  show(value: T): string;
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const text: Kind<string> = {
  expected: 'text (a JSON string)',
  read: (value) => (typeof value === 'string' ? value : undefined),
  show: code,
};

/** A Redis URL (`redis://` or `rediss://`). */
export const redisUrl: Kind<string> = {
  expected: 'a redis:// or rediss:// URL',
  read: (value) => (typeof value === 'string' && /^rediss?:\/\/\S+$/.test(value) ? value : undefined),
  show: code,
};

/** One of a few words. */
export function oneOf<const V extends string>(...words: V[]): Kind<V> {
  return {
    expected: `one of ${words.map((w) => JSON.stringify(w)).join(', ')}`,
    read: (value) => (words.includes(value as V) ? (value as V) : undefined),
    show: code,
  };
}

const ON = new Set<unknown>([1, true, '1', 'true']);
const OFF = new Set<unknown>([0, false, '0', 'false']);

/**
 * A switch, read as Frappe's `0` or `1`. `bench set-config` without parsing writes them as text,
 * and svc's readers took `true` and `"true"` too, so all of these still read.
 */
export const flag: Kind<0 | 1> = {
  expected: '0 or 1 (or true or false)',
  read: (value) => (ON.has(value) ? 1 : OFF.has(value) ? 0 : undefined),
  show: code,
};

/** A whole number from `min`; `unit` names what it counts, for the error. */
export function wholeNumber(min: number, unit = ''): Kind<number> {
  return {
    expected: `a whole number ${unit ? `of ${unit} ` : ''}from ${min}`,
    read: (value) => (Number.isSafeInteger(value) && (value as number) >= min ? (value as number) : undefined),
    show: code,
  };
}

/** Any number in [min, max], fractions too. */
export function numberIn(min: number, max: number, unit: string): Kind<number> {
  return {
    expected: `a number of ${unit} from ${min} to ${max}`,
    read: (value) => (isNumber(value) && value >= min && value <= max ? value : undefined),
    show: code,
  };
}

/** A duration in seconds above 0 and at most a day (fractions allowed). */
export const seconds: Kind<number> = {
  expected: 'a number of seconds above 0, at most 86400',
  read: (value) => (isNumber(value) && value > 0 && value <= 86_400 ? value : undefined),
  show: code,
};

/** A TCP port; Frappe's configs hold it as a number or as text. */
export const port: Kind<number> = {
  expected: 'a port number from 1 to 65535',
  read: (value) => {
    const n = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : value;
    return Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 65535 ? (n as number) : undefined;
  },
  show: code,
};

export const timeZone: Kind<string> = {
  expected: 'an IANA time zone such as "Asia/Kolkata"',
  read: (value) => (typeof value === 'string' && isValidTimeZone(value) ? value : undefined),
  show: code,
};

const IPV4_CIDR = /^(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})$/;
const isAddress = (entry: unknown) => {
  if (typeof entry !== 'string') return false;
  const cidr = IPV4_CIDR.exec(entry);
  return cidr ? isIP(cidr[1]) === 4 && Number(cidr[2]) <= 32 : isIP(entry) !== 0;
};

/** IP addresses or IPv4 CIDRs: what `ratelimit/client-ip.ts` can match a peer against. */
export const addresses: Kind<readonly string[]> = {
  expected: 'a list of IP addresses or IPv4 CIDRs (["10.0.0.1", "10.1.0.0/16"])',
  read: (value) => (Array.isArray(value) && value.every(isAddress) ? Object.freeze([...(value as string[])]) : undefined),
  show: code,
};

/** A site's request-time budget (README, Rate limiting): seconds of request time per window. */
export interface RateLimitSetting {
  readonly limit: number;
  readonly window: number;
  readonly key: 'site' | 'user' | 'ip';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const rateLimit: Kind<RateLimitSetting> = {
  expected: '{"limit": seconds from 0, "window": whole seconds from 1, "key": "site", "user" or "ip" (default "site")}',
  read: (value) => {
    if (!isObject(value)) return undefined;
    const { limit, window, key = 'site' } = value;
    if (!isNumber(limit) || limit < 0 || !Number.isSafeInteger(window) || (window as number) < 1) return undefined;
    return key === 'site' || key === 'user' || key === 'ip' ? Object.freeze({ limit, window: window as number, key }) : undefined;
  },
  show: code,
};

/** Calls per client address and window (Frappe's `@rate_limit`): `limit` calls per `seconds`. */
export interface CallLimit {
  readonly limit: number;
  readonly seconds: number;
}

/**
 * `{"limit": n, "seconds": s}`, s above 0. `limit` is above 0, or from 0 where `zeroTurnsOff`
 * (0 then means no limit); `whole` asks for a whole number; `noun` says what is counted.
 */
export function callLimit(options: { zeroTurnsOff?: boolean; whole?: boolean; noun?: string } = {}): Kind<CallLimit> {
  const least = options.zeroTurnsOff ? 'from 0 (0: no limit)' : 'above 0';
  const counted = `${options.whole ? 'whole ' : ''}${options.noun ?? 'calls'}`;
  return {
    expected: `{"limit": ${counted} ${least}, "seconds": a number above 0}`,
    read: (value) => {
      if (!isObject(value)) return undefined;
      const { limit, seconds: span } = value;
      if (!isNumber(limit) || !isNumber(span) || !(span > 0)) return undefined;
      if (options.whole && !Number.isInteger(limit)) return undefined;
      return (options.zeroTurnsOff ? limit >= 0 : limit > 0) ? Object.freeze({ limit, seconds: span }) : undefined;
    },
    show: (value) => `${code(value.limit)} per ${code(value.seconds)}`,
  };
}
