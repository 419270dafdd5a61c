import { ApplicationSelector } from '../../features/applications/index.ts';

/** The application the console works on: chosen, stored and restored by the applications feature. */
export function ApplicationSelect() {
  return <ApplicationSelector />;
}
