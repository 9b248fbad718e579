/** Errors a service may throw; the HTTP layer turns each into its status and a readable message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Extra fields of the error body, such as the row errors of a refused import. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'Please sign in again') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found`);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(409, message, fieldErrors);
export const tooManyRequests = (message: string) => new AppError(429, message);

/** One field's problem, keyed by the field name, as a 400. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });
