/** Only paths of this console are returned to after sign-in, never another site. */
export function safeReturnPath(value: unknown, fallback = '/admin'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
