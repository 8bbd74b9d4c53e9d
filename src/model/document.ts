/**
 * A document in memory: field values by fieldname (snake_case, as on the wire), table fields as
 * lists of child rows. Standard fields (name, owner, ...) live alongside.
 */
export type Doc = Record<string, unknown>;

/** A child row of a table field. */
export type ChildRow = Record<string, unknown>;
