// react-router 7 needs TextEncoder/TextDecoder, which jest's jsdom environment lacks.
// Imported first by ./testing; harmless where the environment already has them.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
