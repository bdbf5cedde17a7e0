import { clubPath } from '../clubs/components/paths';

/** A ticket's page (/ticket/{id}); ids are opaque and encoded. */
export const ticketPath = (id: string) => `/ticket/${encodeURIComponent(id)}`;
/** My Page: my tickets. */
export const myTicketsPath = '/mypage/ticket';
/** The owner's door scanner for a club's events. */
export const checkInPath = (uri: string) => `${clubPath(uri)}/setting/check-in`;
