import { randomBytes } from 'node:crypto';
import { AppError } from '#server/http/app-error.ts';
import type { TestNonceRequest, TestNonceResponse } from '@shop/domain/api/payments.ts';
import { cardBrandOf, cardDigits, passesLuhn } from '@shop/domain/rules/payment-card.ts';
import { cardRefusalCode, type GatewayRefusal } from '@shop/domain/rules/payment-refusal.ts';
import {
  GatewayUnavailableError,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentGateway,
} from './gateway.ts';

/**
 * The offline test gateway (default, and in every test): it keeps the provider's flow — client
 * token, a card tokenised into a single-use nonce, a charge of the nonce — without a network.
 * It takes only the test card numbers below (README, "Card payment"), as a provider's sandbox
 * does, so a real card number is refused before anything is stored.
 */

/** What a refused test card answers: the provider's reason and its English text. */
interface TestRefusal {
  refusal: GatewayRefusal;
  message: string;
}

const DECLINES = {
  declined: { refusal: { processorCode: '2000' }, message: 'Do Not Honor' },
  insufficientFunds: { refusal: { processorCode: '2001' }, message: 'Insufficient Funds' },
  expired: { refusal: { processorCode: '2004' }, message: 'Expired Card' },
  cvcInvalid: { refusal: { processorCode: '2010' }, message: 'Card Issuer Declined CVV' },
  fraud: { refusal: { gatewayReason: 'fraud' }, message: 'Gateway Rejected: fraud' },
  duplicate: { refusal: { gatewayReason: 'duplicate' }, message: 'Gateway Rejected: duplicate' },
  threeDSecureFailed: {
    refusal: { gatewayReason: 'three_d_secure' },
    message: '3-D Secure authentication failed',
  },
} satisfies Record<string, TestRefusal>;

type TestOutcome = 'success' | 'timeout' | 'outage' | keyof typeof DECLINES;

export const TEST_CARDS: Readonly<Record<string, TestOutcome>> = {
  '4111111111111111': 'success',
  '5555555555554444': 'success',
  '4000111111111115': 'declined',
  '5105105105105100': 'declined',
  '4000000000009995': 'insufficientFunds',
  '4000000000000069': 'expired',
  '4000000000000127': 'cvcInvalid',
  '4100000000000019': 'fraud',
  '4000000000009987': 'duplicate',
  '4000000000001018': 'threeDSecureFailed',
  '4000000000000309': 'timeout',
  '4000000000000119': 'outage',
};

const NETWORK_MS = 5;
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const NONCE_LIFETIME_MS = 3 * 60 * 60 * 1000;
// bounded memory: the oldest entries go first
const MAX_ENTRIES = 10_000;

interface StoredNonce {
  outcome: TestOutcome;
  createdAt: number;
}

export interface TestCharge extends ChargeRequest {
  providerTransactionId: string;
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export class TestPaymentGateway implements PaymentGateway {
  readonly name = 'test' as const;
  /** every settled charge, oldest first: what the provider would have booked */
  readonly charges: TestCharge[] = [];
  private readonly tokens = new Map<string, number>();
  private readonly nonces = new Map<string, StoredNonce>();

  constructor(private readonly clock: () => number = Date.now) {}

  createClientToken(): Promise<string> {
    const token = `test_client_${randomBytes(18).toString('base64url')}`;
    remember(this.tokens, token, this.clock());
    return Promise.resolve(token);
  }

  /** Tokenises a test card into a nonce; refuses other brands and numbers that are no test card. */
  createNonce(request: TestNonceRequest): TestNonceResponse {
    const issued = this.tokens.get(request.clientToken);
    if (issued === undefined || this.clock() - issued > TOKEN_LIFETIME_MS) {
      throw new AppError(422, 'CLIENT_TOKEN_INVALID', 'The card form has expired; open it again');
    }
    const digits = cardDigits(request.number);
    const brand = passesLuhn(digits) ? cardBrandOf(digits) : null;
    if (brand === null) {
      throw new AppError(422, 'CARD_TYPE_NOT_ACCEPTED', 'Only Visa and MasterCard are accepted');
    }
    const outcome = TEST_CARDS[digits];
    if (outcome === undefined) {
      throw new AppError(422, 'TEST_CARD_ONLY', 'The test gateway accepts only test card numbers');
    }
    const nonce = `tokencc_test_${randomBytes(18).toString('base64url')}`;
    remember(this.nonces, nonce, { outcome, createdAt: this.clock() });
    return { nonce, cardType: brand, lastFour: digits.slice(-4) };
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    // a provider answers over the network: other requests run meanwhile, as in production
    await new Promise((resolve) => setTimeout(resolve, NETWORK_MS));
    return this.settle(request);
  }

  private settle(request: ChargeRequest): Promise<ChargeOutcome> {
    const stored = this.nonces.get(request.nonce);
    if (stored === undefined || this.clock() - stored.createdAt > NONCE_LIFETIME_MS) {
      return Promise.resolve({
        status: 'declined',
        code: 'PAYMENT_METHOD_INVALID',
        message: 'Unknown or expired payment method nonce',
      });
    }
    // a provider that does not answer: whether it charged stays unknown, the nonce stays
    if (stored.outcome === 'timeout' || stored.outcome === 'outage') {
      return Promise.reject(
        stored.outcome === 'timeout'
          ? new GatewayUnavailableError('timeout', 'The payment provider did not answer in time')
          : new GatewayUnavailableError('failure', 'The payment provider failed'),
      );
    }
    this.nonces.delete(request.nonce);
    if (stored.outcome !== 'success') {
      // refused as the provider refuses: its reason, mapped to the shop's code as Braintree's is
      const { refusal, message } = DECLINES[stored.outcome];
      return Promise.resolve({ status: 'declined', code: cardRefusalCode(refusal), message });
    }
    const providerTransactionId = `test_${randomBytes(6).toString('hex')}`;
    this.charges.push({ ...request, providerTransactionId });
    return Promise.resolve({ status: 'settled', providerTransactionId });
  }
}
