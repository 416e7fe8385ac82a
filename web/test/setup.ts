import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import '../src/i18n';
import { forgetListPlaces } from '../src/ui/data-table/list-place';

// findBy*/waitFor wait up to 10 s (default 1 s): on a 2-core CI machine that runs the e2e suite at
// the same time, a screen that loads lazily or waits for a mocked answer can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no TextEncoder; the DataGrid hashes with it at import time.
if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks a few browser APIs that MUI and the DataGrid touch.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  (globalThis as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollTo = function scrollTo() {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// Remembered settings (language, table settings) and the lists' places this session must not leak between tests.
beforeEach(() => {
  window.localStorage.clear();
  forgetListPlaces();
});

// Preloading the screen after sign-in (app/preload-home-screen.ts) is for the browser's network: under jest
// it would load the whole signed-in app on every submit of a sign-in form. Tests see a watched no-op;
// the signed-in app still loads through its lazy route when a test signs in.
jest.mock('../src/app/preload-home-screen', () => ({
  ...jest.requireActual<typeof import('../src/app/preload-home-screen')>('../src/app/preload-home-screen'),
  preloadHomeScreen: jest.fn(),
}));

// Forms keep drafts of unsaved input in sessionStorage (ui/close-guard): each test starts without.
if (typeof window !== 'undefined') beforeEach(() => window.sessionStorage.clear());
