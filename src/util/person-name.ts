/**
 * A user's name as Frappe shows it (get_fullname): first and last name joined by a space, blank
 * parts left out; '' when there is neither, for the caller to fall back on the user's id.
 */
export function personName(first: unknown, last: unknown): string {
  return [first, last].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
}
