import { gatewayError } from '../errors/errors';
import type { Logger } from '../common/logger';
import { stripQuery, type Answer } from './transport';

/** No answer came (unreachable, timed out, circuit open): logged, and said as PROVIDER_UNAVAILABLE. */
export function providerUnavailable(logger: Logger, method: string, path: string, error: unknown) {
  logger.error({ method, path: stripQuery(path), err: String(error) }, 'provider unavailable');
  return gatewayError('PROVIDER_UNAVAILABLE', 'The provider cannot be reached right now. Try again in a moment.');
}

/** An answer the contract does not have: a 5xx is an outage, anything else a provider error. */
export function unexpectedAnswer(logger: Logger, method: string, path: string, answer: Answer) {
  logger.error({ method, path: stripQuery(path), status: answer.status, body: answer.body }, 'unexpected provider answer');
  if (answer.status >= 500) return gatewayError('PROVIDER_UNAVAILABLE', 'The provider failed to answer. Try again in a moment.');
  return gatewayError('PROVIDER_ERROR', 'The provider gave an unexpected answer.');
}
