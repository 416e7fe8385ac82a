// The payload helpers every feature's mutations share (one copy, in the app).
export { acceptedOrThrow, fieldRefusals } from '../../core/payloads';
