import { isRouteErrorResponse } from 'react-router';

/** Thrown (or returned by loaders as a route error) when a route or record does not exist. */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Spec section 8: a missing route. */
export function missingRouteError(path: string): NotFoundError {
  return new NotFoundError(`Page not found: ${path}`);
}

/** Spec section 8: a route whose parameters fail validation. */
export function invalidRouteError(path: string): NotFoundError {
  return new NotFoundError(`Page Not Found: ${path}`);
}

export type ErrorKind = 'notFound' | 'gone' | 'generic';

export interface ClassifiedError {
  kind: ErrorKind;
  /** What to show after "Error:" on the generic page, when known. */
  description: string | null;
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The API error body's `desc`, then the message, then the HTTP status text. */
export function errorDescription(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    return text(field(error.data, 'desc')) ?? text(field(error.data, 'message')) ?? text(error.data) ?? text(error.statusText);
  }
  if (typeof error === 'string') return text(error);
  return (
    text(field(error, 'desc')) ??
    text(field(field(error, 'body'), 'desc')) ??
    text(field(error, 'message')) ??
    text(field(error, 'statusText'))
  );
}

function status(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  const value = field(error, 'status');
  return typeof value === 'number' ? value : null;
}

/** Decides which error page variant to show (spec section 2, "Error page"). */
export function classifyError(error: unknown): ClassifiedError {
  const description = errorDescription(error);
  const code = status(error);
  const all = [code ?? '', description ?? '', text(field(error, 'name')) ?? '', typeof error === 'string' ? error : '']
    .join(' ');
  if (code === 404 || field(error, 'code') === 'NOT_FOUND' || /\b404\b/.test(all)) return { kind: 'notFound', description };
  if (all.includes('410')) return { kind: 'gone', description };
  return { kind: 'generic', description };
}
