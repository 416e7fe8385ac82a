// The signed-in user, shared by the app and every feature (the session feature signs in and out).
// (writeMe/clearMe, which keep the user in the signed-in app's Apollo cache: ./session-cache.)
export { useMe, type Me, type Capability } from './use-me';
export { SessionProvider, useSession, type Session, type SessionStatus } from './session-provider';
export { createGatewayRequest, type GatewayRequest } from './gateway-request';
