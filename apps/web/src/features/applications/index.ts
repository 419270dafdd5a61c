export { ApplicationSelector } from './components/selector/application-selector.tsx';
export { FLAGGED_ACTIONS, useFlaggedActions, type FlaggedAction } from './hooks/use-flagged-actions.ts';
export { useSelectedApplication, type SelectedApplication } from './hooks/use-selected-application.ts';
export { watchRefusedFrames } from './lib/page-framing.ts';
export { toApplications } from './paths.ts';
export { applicationsRoutes } from './routes.ts';
