/**
 * What the payment form needs of a card editor (the test gateway's card form or Braintree's
 * drop-in): whether its fields are complete (showing what is missing), and the card turned into
 * a single-use nonce by the provider. `requestNonce` rejects with a CardSaveError when the
 * card could not be saved.
 */
export interface CardSource {
  validate(): boolean;
  requestNonce(): Promise<string>;
}

/** The card could not be saved; `reason` picks the text shown with the save-error flag. */
export class CardSaveError extends Error {
  constructor(readonly reason: 'brand' | 'testCardOnly' | 'expired' | 'other') {
    super(`card not saved: ${reason}`);
    this.name = 'CardSaveError';
  }
}
