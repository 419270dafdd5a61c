import { ReportFrame } from './report-frame.tsx';

/** `/admin/orbis?bvdId=`: the company report across the screen's width (CMP-5). */
export default function OrbisScreen() {
  return <ReportFrame />;
}
