// Post editor error codes (server and client) → localized messages.
import { CLUB_ERROR_MESSAGES } from '../clubs/errors';

export const EDITOR_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...CLUB_ERROR_MESSAGES,
  REQUIRED: 'editor.error.REQUIRED',
  TITLE_REQUIRED: 'editor.error.TITLE_REQUIRED',
  CONTENT_REQUIRED: 'editor.error.CONTENT_REQUIRED',
  TITLE_TOO_LONG: 'editor.error.TITLE_TOO_LONG',
  POST_LINK_LIMIT: 'editor.error.POST_LINK_LIMIT',
  EMBED_UNSUPPORTED: 'editor.error.EMBED_UNSUPPORTED',
  FILE_INVALID: 'editor.error.FILE_INVALID',
  FILE_MISSING: 'editor.error.FILE_MISSING',
  PLAN_REQUIRED: 'editor.error.PLAN_REQUIRED',
  INVALID_URL: 'editor.error.INVALID_URL',
  INVALID_INPUT: 'editor.error.INVALID_INPUT',
  MEMBERSHIP_REQUIRED: 'editor.error.MEMBERSHIP_REQUIRED',
  FORBIDDEN: 'editor.error.FORBIDDEN',
  NOT_FOUND: 'editor.error.NOT_FOUND',
};

/** The message id for a code on a field ("title" or "content" get their own REQUIRED wording). */
export function editorMessageId(code: string | null | undefined, field?: string | null): string {
  if (code === 'REQUIRED' && field === 'title') return EDITOR_ERROR_MESSAGES.TITLE_REQUIRED;
  if (code === 'REQUIRED' && field === 'content') return EDITOR_ERROR_MESSAGES.CONTENT_REQUIRED;
  return (code && EDITOR_ERROR_MESSAGES[code]) || 'account.error.generic';
}
