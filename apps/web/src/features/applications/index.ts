export { ApplicationSelector } from './components/selector/application-selector.tsx';
export { useSelectedApplication, type SelectedApplication } from './lib/use-selected-application.ts';
export { applicationsRoutes } from './routes.ts';
