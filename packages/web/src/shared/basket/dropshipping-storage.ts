import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored } from '#web/shared/storage/local-storage.ts';

/**
 * The dropshipping block's state, kept in local storage with its checked flag
 * (docs/product/basket.md#basket-dropship-storage), so an address typed before a reload or a second
 * tab is still there. Logout clears both keys (session.ts); a placed order clears them too
 * (docs/product/basket.md#basket-order-flow, step 6).
 */
export interface DropshippingDraft {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  additional: string;
  zip: string;
  city: string;
  /** dropshipping goes to Germany only (docs/product/basket.md#basket-dropship-country) */
  country: 'DE';
  email: string;
  phoneNumber: string;
}

export const DRAFT_FIELDS = [
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'additional',
  'zip',
  'city',
  'email',
  'phoneNumber',
] as const satisfies readonly Exclude<keyof DropshippingDraft, 'country'>[];
export type DraftField = (typeof DRAFT_FIELDS)[number];

export const EMPTY_DRAFT: DropshippingDraft = {
  firstName: '',
  lastName: '',
  street: '',
  houseNumber: '',
  additional: '',
  zip: '',
  city: '',
  country: 'DE',
  email: '',
  phoneNumber: '',
};

export interface DropshippingState {
  checked: boolean;
  address: DropshippingDraft;
}

/** Reads the stored draft; unreadable or foreign values count as empty fields. */
export function readDropshipping(): DropshippingState {
  const checked = readStored('dropshippingChecked') === 'true';
  const raw = readStored('dropshipping');
  const address = { ...EMPTY_DRAFT };
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null) {
        const record = parsed as Record<string, unknown>;
        for (const field of DRAFT_FIELDS) {
          const value = record[field];
          if (typeof value === 'string') address[field] = value;
        }
      }
    } catch {
      // a broken value is dropped: the form starts empty
    }
  }
  return { checked, address };
}

const listeners = new Set<() => void>();
let snapshot: DropshippingState | null = null;

function notify(): void {
  snapshot = null;
  for (const listener of [...listeners]) listener();
}

export function writeDropshipping(state: DropshippingState): void {
  writeStored('dropshippingChecked', state.checked ? 'true' : 'false');
  writeStored('dropshipping', JSON.stringify(state.address));
  notify();
}

/** After a placed order: the consumer address is not kept for the next one. */
export function clearDropshipping(): void {
  removeStored('dropshipping');
  removeStored('dropshippingChecked');
  notify();
}

function getSnapshot(): DropshippingState {
  snapshot ??= readDropshipping();
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab's change (or logout there) shows here too
  const onStorage = () => notify();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDropshipping(): DropshippingState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * A saved basket's dropshipping address comes back with its basket
 * (docs/product/basket.md#basket-saved).
 */
export function restoreSavedDropshipping(saved: { dropshipping: string | null }): void {
  if (saved.dropshipping === null) return;
  try {
    const address: unknown = JSON.parse(saved.dropshipping);
    if (typeof address === 'object' && address !== null) {
      writeDropshipping({ checked: true, address: { ...readDropshipping().address, ...address } });
    }
  } catch {
    // an unreadable saved address is left out
  }
}
