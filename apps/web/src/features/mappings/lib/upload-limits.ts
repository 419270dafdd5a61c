/** The largest file the mapping upload takes: 2,000 rows of two columns are far below it. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** What the picker offers: the two extensions, and their types for pickers that filter by type. */
export const SHEET_ACCEPT = ['.xlsx', '.xls', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'].join(',');
