import {
  testNonceResponseSchema,
  type TestNonceRequest,
  type TestNonceResponse,
} from '@shop/domain/api/payments.ts';
import { apiPost } from '#web/shared/api/client.ts';

/** POST /api/payment/test-gateway/nonces: the test gateway's tokenisation of a test card. */
export function createTestNonce(request: TestNonceRequest): Promise<TestNonceResponse> {
  return apiPost('/api/payment/test-gateway/nonces', request, testNonceResponseSchema);
}
