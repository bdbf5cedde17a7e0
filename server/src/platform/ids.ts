// Row ids are UUIDs: an id from outside (a URL, a decoded global id) is checked before it reaches a
// query, so a malformed one is "not found" rather than a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a row id (a UUID). */
export const isUuid = (id: string) => UUID.test(id);

/** A uuid no row has: filters on "the viewer" match nothing for guests. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';
