import { ReportFrame } from './report-frame.tsx';

/** `/admin/orbis?bvdId=`: the company report across the screen's width (spec 1 §2, spec 2 §2.4). */
export default function OrbisScreen() {
  return <ReportFrame />;
}
