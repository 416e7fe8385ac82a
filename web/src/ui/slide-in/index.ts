export { SlideIn, type SlideInProps } from './slide-in';
