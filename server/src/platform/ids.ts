// Row ids are UUIDs: an id from outside (a URL, a decoded global id) is checked before it reaches a
// query, so a malformed one is "not found" rather than a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a row id (a UUID). */
export const isUuid = (id: string) => UUID.test(id);
