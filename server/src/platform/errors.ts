// Expected failures are typed: each has a stable `code` that clients map to localized messages.
// Services throw these; the GraphQL layer exposes them as members of result unions.

export const ERROR_CODES = [
  'NOT_FOUND',
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

export class InvalidInputError extends AppError {
  constructor(field: string, message: string) {
    super('INVALID_INPUT', message, field);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super('FORBIDDEN', message);
  }
}
