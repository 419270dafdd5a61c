import { HTTP_MESSAGES, type FieldError } from '@connector/contracts';

/** A failure a client can cause or must be told about; turned into an answer by `errorAnswer`. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 415 | 429 | 431 | 503 | 504,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message: string = HTTP_MESSAGES.signInRequired) => new AppError(401, message);
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new AppError(409, message, errors);
