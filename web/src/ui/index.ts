export { UiProvider, type UiProviderProps } from './providers';
export * from './notify';
export * from './money';
export * from './date-field';
export * from './confirm-dialog';
export * from './slide-in';
export * from './states';
export * from './data-table';
export * from './password-field';
