/** Every failure the domain reports; the error handler maps the code to an HTTP status. */
export const errorStatus = {
  validation: 400,
  unauthorized: 401,
  csrf: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  quota_exceeded: 409,
  rate_limited: 429,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/** A 404 that does not reveal whether the row exists for another professional. */
export const notFound = (what = 'Élément introuvable.') => new AppError('not_found', what);

export const fieldError = (field: string, message: string) =>
  new AppError('validation', message, { [field]: message });
