/**
 * Things that happened in the shop, told to whoever listens after they were committed
 * (docs/decisions/052-event-tracking-and-consent.md): an area announces its own events and
 * knows nothing of the listeners (event tracking today). A listener's failure never reaches
 * the announcing request; it is reported to the error reporter the app sets.
 */
export interface ShopEventMap {
  /** an order was committed */
  orderPlaced: {
    orderNumber: string;
    customerNumber: string;
    /** the event id the client sent with the order, unchecked */
    eventTrackingId: string | null;
    currency: string;
    /** the order's total in minor units */
    totalMinor: number;
  };
  /** a card payment was charged by the provider and recorded (docs/decisions/044) */
  paymentCharged: {
    provider: string;
    currency: string;
    /** the charged amount in minor units */
    amountMinor: number;
    invoices: number;
  };
  /** an application was stored (no account and no customer number exist yet) */
  registrationSubmitted: {
    eventTrackingId: string | null;
    shop: string;
  };
}

export type ShopEventName = keyof ShopEventMap;
type Listener<K extends ShopEventName> = (payload: ShopEventMap[K]) => Promise<void> | void;
type ErrorReporter = (error: unknown, event: ShopEventName) => void;

export class ShopEvents {
  private readonly listeners = new Map<ShopEventName, Set<Listener<never>>>();
  private readonly pending = new Set<Promise<void>>();
  private reportError: ErrorReporter = () => undefined;

  /** Where listener failures go (the app's logger). */
  reportErrorsTo(reporter: ErrorReporter): void {
    this.reportError = reporter;
  }

  /** Registers a listener; the returned function removes it again. */
  on<K extends ShopEventName>(event: K, listener: Listener<K>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener<never>);
  }

  /** Runs every listener in the background; call after the transaction committed. */
  emit<K extends ShopEventName>(event: K, payload: ShopEventMap[K]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      const run = Promise.resolve()
        .then(() => (listener as Listener<K>)(payload))
        .catch((error: unknown) => this.reportError(error, event))
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  /** Resolves when every listener started so far has finished (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
