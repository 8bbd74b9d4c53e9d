/** `_user_tags` as Frappe writes it: `,a,b`, or '' for none. */
export const tagText = (tags: readonly string[]): string => (tags.length > 0 ? `,${tags.join(',')}` : '');

/** The tags of a `_user_tags` text, each once, in order. */
export const tagList = (text: string): string[] => [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))];
