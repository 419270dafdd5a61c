export { toAuditLog } from './paths.ts';
export { auditRoutes } from './routes.ts';
export { RecordHistory } from './components/record-history.tsx';
