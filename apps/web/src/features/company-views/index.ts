export { BvdIdSearch } from './components/bvd-id-search.tsx';
export { FrameFailed } from './components/frame-box.tsx';
export { REPORT_FRAME_HEIGHT, ReportFrame } from './components/report-frame.tsx';
export { toOrbisReport } from './paths.ts';
export { companyViewsRoutes } from './routes.ts';
