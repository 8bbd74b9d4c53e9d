import { appError } from '../errors/app-error.ts';
import { randomHex } from '../util/random.ts';
import type { FileKey } from './file-store.ts';

const MAX_SEGMENT_BYTES = 240;
/** What a file system allows in one name: files copied in from a Frappe site may use all of it. */
const MAX_STORED_SEGMENT_BYTES = 255;
// Controls (C0, DEL, C1), and format characters that make a name display differently from what it is.
const FORBIDDEN_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;
// Compatibility forms fold these into `/`, `\`, `.` or `:` (fullwidth solidus, small reverse solidus, one-dot leader...).
const SEPARATOR_AFTER_FOLDING = /[/\\]/;
// Slashes no normalisation folds but that look like one (fraction, division and big solidus, set
// minus, box diagonals...): a name showing a path it is not. Letters that resemble a slash (ノ) stay allowed.
const SEPARATOR_LOOKALIKES = /[\u2044\u2215\u2216\u2571\u2572\u27cb\u27cd\u29f5\u29f8\u29f9]/;

/**
 * True when `segment` can only ever name one entry inside its folder: no separator in any Unicode
 * disguise, no control or bidi character, not `.` or `..` (also after compatibility folding), at
 * most 255 bytes. Any normalisation form: names copied in from a Frappe site (macOS sends NFD) stay reachable.
 */
export function isStoredSegment(segment: string): boolean {
  if (segment === '' || FORBIDDEN_CHARS.test(segment) || Buffer.byteLength(segment) > MAX_STORED_SEGMENT_BYTES) return false;
  const folded = segment.normalize('NFKC');
  return !(SEPARATOR_AFTER_FOLDING.test(folded) || SEPARATOR_LOOKALIKES.test(folded) || /^\.+$/.test(folded));
}

/**
 * True when `segment` is fit to be a new file's name: a stored segment that is also NFC (one
 * spelling per name), without leading or trailing spaces, and at most 240 bytes, leaving room for
 * the suffix a name clash adds.
 */
export function isSafeSegment(segment: string): boolean {
  return isStoredSegment(segment) && segment.trim() === segment && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES && segment.normalize('NFC') === segment;
}

/** True when `path` is relative and made only of stored segments (any key a store may hold). */
export function isSafeRelativePath(path: string): boolean {
  return path.length <= 1024 && path.split('/').every(isStoredSegment);
}

/**
 * The file name a client sent (the multipart filename or `file_name`), checked: NFC-normalised,
 * `%`, `?` and `#` replaced by `_`, spaces around it dropped, and refused (417) when it could
 * name anything but one file in the site's files folder.
 */
export function clientFileName(raw: string): string {
  // `%`, `?` and `#` would make the file's URL name another path, query or fragment.
  const name = raw.normalize('NFC').replace(/[%?#]/g, '_').trim();
  if (!isSafeSegment(name)) throw appError('VALIDATION', `File name ${JSON.stringify(raw.slice(0, 140))} is not allowed: it must be one plain file name`);
  return name;
}

const PUBLIC_PREFIX = '/files/';
const PRIVATE_PREFIX = '/private/files/';

/**
 * The store key a file URL of this site names (`/files/a.txt`, `/private/files/a.txt`), or null
 * when it names none or is unsafe. `encoded` URLs (request paths) are percent-decoded per segment.
 */
export function keyOfUrl(url: string, encoded = false): FileKey | null {
  let isPrivate: boolean;
  let rest: string;
  if (url.startsWith(PRIVATE_PREFIX)) [isPrivate, rest] = [true, url.slice(PRIVATE_PREFIX.length)];
  else if (url.startsWith(PUBLIC_PREFIX)) [isPrivate, rest] = [false, url.slice(PUBLIC_PREFIX.length)];
  else return null;
  let segments = rest.split('/');
  if (encoded) {
    try {
      segments = segments.map((s) => decodeURIComponent(s));
    } catch {
      return null;
    }
  }
  const path = segments.join('/');
  return segments.every(isStoredSegment) && path.length <= 1024 ? { isPrivate, path } : null;
}

/** The URL a stored file is served at (Frappe's file_url), unencoded as Frappe stores it. */
export function urlOfKey(key: FileKey): string {
  return `${key.isPrivate ? PRIVATE_PREFIX : PUBLIC_PREFIX}${key.path}`;
}

/** True for a remote URL a File may point at without being fetched. */
export function isRemoteUrl(url: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(url) && !/[\u0000-\u001f\s]/.test(url);
}

/**
 * The file name a remote URL shows (its last path segment, percent-decoded when that decodes to a
 * plain name, else as it is), or '' when it has none. A URL no browser could open (an invalid port or host) is refused (417):
 * Frappe stores any `http(s)://` text, but a File nobody can fetch is an input error, not a file.
 */
export function remoteFileName(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    throw appError('VALIDATION', `${JSON.stringify(url.slice(0, 140))} is not a valid URL`);
  }
  const last = path.split('/').pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A bare `%` (`100%.png`) is no escape: browsers send it as it is, so the name keeps it too.
  }
  // `..%2F..%2Fx` or `a%00b` decode to no plain name: the name shows them encoded.
  if (isSafeSegment(decoded)) return decoded;
  return isSafeSegment(last) ? last : '';
}

/** Splits `name.ext` into stem and extension (with its dot); a leading dot is part of the stem. */
export function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/**
 * Names to try, in Frappe's order, when `name` is taken on disk: the name itself, then the stem
 * with the last 6 hex digits of the content's MD5, then random 6-hex suffixes. A suffixed name
 * that would pass 240 bytes or `maxChars` characters (the File's file_name length) gets a shorter
 * stem, so a name accepted once is still accepted when taken; the extension is kept.
 */
export function* candidateNames(name: string, md5: string, maxChars = Infinity, randomTries = 5): Generator<string> {
  yield name;
  yield withSuffix(name, md5.slice(-6), maxChars);
  for (let i = 0; i < randomTries; i++) yield withSuffix(name, randomHex(6), maxChars);
}

/** `stem + suffix + ext`, the stem cut (by whole code points) until the result is a safe segment within the limits. */
function withSuffix(name: string, suffix: string, maxChars: number): string {
  let [stem, ext] = splitExtension(name);
  const fits = (s: string) => s.length <= maxChars && Buffer.byteLength(s) <= MAX_SEGMENT_BYTES;
  // An extension too long to keep beside a suffix is treated as part of the stem.
  if (!fits(`x${suffix}${ext}`)) [stem, ext] = [name, ''];
  const points = Array.from(stem);
  for (let keep = points.length; keep >= 0; keep--) {
    const candidate = `${points.slice(0, keep).join('')}${suffix}${ext}`;
    if (fits(candidate) && isSafeSegment(candidate)) return candidate;
  }
  return `${suffix}${ext}`;
}
