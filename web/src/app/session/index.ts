// The signed-in user, shared by the app and every feature (the session feature signs in and out).
export { useMe, type Me, type Capability } from './use-me';
export { writeMe, clearMe } from './session-cache';
