export { StableNavigateProvider, useStableNavigate, type StableNavigate } from './stable-navigate';
