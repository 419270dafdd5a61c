export { OwnEntityAction } from './components/own-entity-action.tsx';
export { OwnEntitySection } from './components/own-entity-section.tsx';
