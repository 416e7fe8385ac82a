export { lazyPart, preloadProps, PartLoading, PartSuspense, useOpenedOnce, type LazyPart } from './lazy-part';
