export { toImport } from './paths.ts';
export { importsRoutes } from './routes.ts';
export { cellText, readSupplierSheet } from './lib/spreadsheet/read-sheet.ts';
