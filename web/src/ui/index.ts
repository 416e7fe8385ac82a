export { UiProvider } from './providers';
export * from './notify';
export * from './money';
export * from './date-field';
