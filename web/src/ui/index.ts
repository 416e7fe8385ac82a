export { UiProvider } from './providers';
export * from './notify';
