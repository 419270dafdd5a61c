export { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from './app-error.ts';
export { errorAnswer, errorBody, fieldPath, type ErrorAnswer } from './answer.ts';
