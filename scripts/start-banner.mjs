// What `npm start` prints once Backoffice is ready. The demo accounts exist only in the embedded
// provider's seed: over a company's provider (PROVIDER_URL) its own accounts sign in.

/** The lines of the ready banner: where to open Backoffice and with which account to sign in. */
export function readyBanner({ url, port, seconds, external, providerUrl }) {
  const signIn = external
    ? `sign in with an account of your provider (${providerUrl}); check it first with npm run provider:check`
    : 'sign in as admin@backoffice.test / Admin!2024 (a demo account of the embedded provider)';
  return [`[start] Backoffice is ready at ${url} (in ${seconds.toFixed(1)} s)`, `[start] GraphQL IDE: http://127.0.0.1:${port}/graphql   ${signIn}`];
}
