/**
 * The socket.io room keys of a Frappe room. One namespace can hold sockets of several sites (a
 * client on `/` is placed by its Host), so every key is prefixed by the site. A subscriber that
 * may read only some documents of a DocType joins the gated key instead of the plain one: a
 * broadcast reaches the plain key at once, and each gated member is judged per event.
 */
export function roomKey(site: string, room: string): string {
  return `${site}\n${room}`;
}

export function gatedRoomKey(site: string, room: string): string {
  return `${site}\n?${room}`;
}

/** The DocType a `doctype:`, `doc:` or `open_doc:` room is about, else null. */
export function roomDoctype(room: string): string | null {
  if (room.startsWith('doctype:')) return room.slice('doctype:'.length);
  for (const prefix of ['doc:', 'open_doc:']) {
    if (!room.startsWith(prefix)) continue;
    const rest = room.slice(prefix.length);
    const slash = rest.indexOf('/');
    return slash < 0 ? null : rest.slice(0, slash);
  }
  return null;
}
