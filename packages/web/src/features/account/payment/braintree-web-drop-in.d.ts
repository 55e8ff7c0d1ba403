/** The part of braintree-web-drop-in's API the payment dialog uses (the package ships no types). */
declare module 'braintree-web-drop-in' {
  export interface PaymentMethodPayload {
    nonce: string;
    type: string;
    details: { cardType?: string };
    liabilityShifted?: boolean;
  }

  export interface Dropin {
    requestPaymentMethod(options?: {
      threeDSecure?: { amount: string };
    }): Promise<PaymentMethodPayload>;
    teardown(): Promise<void>;
  }

  export function create(options: {
    authorization: string;
    container: HTMLElement;
    locale?: string;
    threeDSecure?: boolean;
    vaultManager?: boolean;
    card?: { cardholderName?: { required: boolean } };
  }): Promise<Dropin>;
}
