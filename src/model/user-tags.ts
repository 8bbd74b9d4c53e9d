import { appError } from '../errors/app-error.ts';

/** `_user_tags` as Frappe writes it: `,a,b`, or '' for none. */
export const tagText = (tags: readonly string[]): string => (tags.length > 0 ? `,${tags.join(',')}` : '');

/** The tags of a `_user_tags` text, each once, in order. */
export const tagList = (text: string): string[] => [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))];

/** A tag name trimmed; refused when empty, over 140 characters or holding a comma, which would split `_user_tags`. */
export function checkedTag(tag: string): string {
  const trimmed = tag.trim();
  if (!trimmed || trimmed.includes(',') || trimmed.length > 140) throw appError('VALIDATION', 'A tag is a name of at most 140 characters without commas');
  return trimmed;
}
