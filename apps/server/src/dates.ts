/** A moment as answers carry it (ISO 8601, UTC), or null when there is none. */
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
