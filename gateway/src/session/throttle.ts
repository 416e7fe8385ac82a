import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../common/logger';
import type { SessionSettings } from './settings';

/**
 * Login throttling: failed sign-ins are counted per account and per client address
 * (rate-limiter-flexible, in-process or in Redis with the sessions). Past the limit, every
 * sign-in of that account or address is answered "wait N seconds" without asking the provider,
 * the same for unknown and known accounts. A success resets the account's count.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(
    limits: SessionSettings['throttle'],
    private readonly logger: Logger,
    redis?: Redis,
  ) {
    const duration = Math.max(1, Math.round(limits.windowMs / 1000));
    const make = (keyPrefix: string, points: number) =>
      redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration }) : new RateLimiterMemory({ keyPrefix, points, duration });
    this.perAccount = make('bo:login:account', limits.perAccount);
    this.perAddress = make('bo:login:address', limits.perAddress);
  }

  /** Seconds to wait before this account may try again from this address, or 0. */
  async secondsToWait(account: string, address: string): Promise<number> {
    const [a, b] = await Promise.all([this.waitOf(this.perAccount, accountKey(account)), this.waitOf(this.perAddress, address)]);
    return Math.max(a, b);
  }

  async failed(account: string, address: string): Promise<void> {
    await Promise.all([this.perAccount.penalty(accountKey(account)), this.perAddress.penalty(address)]).catch((err) =>
      this.logger.warn({ err }, 'login throttle: count not kept'),
    );
  }

  async succeeded(account: string): Promise<void> {
    await this.perAccount.delete(accountKey(account)).catch((err) => this.logger.warn({ err }, 'login throttle: reset failed'));
  }

  private async waitOf(limiter: RateLimiterAbstract, key: string): Promise<number> {
    try {
      const state = await limiter.get(key);
      return state && state.consumedPoints >= limiter.points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    } catch (err) {
      // A store that does not answer must not lock everybody out; it is logged.
      this.logger.warn({ err }, 'login throttle: store unavailable');
      return 0;
    }
  }
}

/** Accounts by a digest of the normalised name: any length, any characters, fixed-size keys. */
function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('base64url');
}
