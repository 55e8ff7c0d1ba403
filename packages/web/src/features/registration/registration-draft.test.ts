import { beforeEach, describe, expect, it } from 'vitest';
import { registrationSchema } from '@shop/domain/api/auth.ts';
import {
  clearRegistration,
  clearStep,
  emptyDraft,
  finishStep,
  isStepEnabled,
  loadRegistration,
  normalizeShipping,
  registrationRequest,
  saveRegistration,
  type RegistrationDraft,
  type RegistrationProgress,
} from '#web/features/registration/registration-draft.ts';

function completeDraft(): RegistrationDraft {
  return {
    ...emptyDraft('de'),
    companyName: 'Comic Corner GmbH',
    shopType: '3',
    gender: 'female',
    firstName: 'Erika',
    lastName: 'Muster',
    taxIdentificationNumber: 'DE123456789',
    contact: {
      email: 'erika@comic-corner.example',
      emailRepeat: 'erika@comic-corner.example',
      phone: '+49 30 1234567',
      website: 'https://comic-corner.example',
    },
    billing: { street: 'Hauptstr. 1', adding: '', zip: '10115', city: 'Berlin', country: 'DE' },
    payment: '4',
    terms: true,
    privacy: true,
  };
}

beforeEach(() => window.localStorage.clear());

// docs/product/identity.md#auth-registration-steps
describe('step progress', () => {
  it('enables a step only when the step before it is finished', () => {
    expect([0, 1, 2, 3, 4].map((step) => isStepEnabled(step, 0))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect([0, 1, 2, 3, 4].map((step) => isStepEnabled(step, 2))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isStepEnabled(4, 5)).toBe(true);
  });

  it('opens the next step when one is finished', () => {
    const progress: RegistrationProgress = { draft: emptyDraft('de'), finished: 0, step: 0 };
    expect(finishStep(progress, 0)).toMatchObject({ finished: 1, step: 1 });
    // finishing an earlier step again keeps the progress already made
    expect(finishStep({ ...progress, finished: 3, step: 1 }, 1)).toMatchObject({
      finished: 3,
      step: 2,
    });
  });

  it('clears one step: its fields only, and the steps after it close again', () => {
    const draft = { ...completeDraft(), newsletter: { ...completeDraft().newsletter, toys: true } };
    const cleared = clearStep({ draft, finished: 4, step: 1 }, 1, 'uk');
    expect(cleared.finished).toBe(1);
    expect(cleared.draft.billing).toEqual({
      street: '',
      adding: '',
      zip: '',
      city: '',
      country: 'GB',
    });
    expect(cleared.draft.companyName).toBe('Comic Corner GmbH');
    expect(cleared.draft.newsletter.toys).toBe(true);
  });
});

describe('the draft in localStorage', () => {
  it('comes back as it was saved', () => {
    const progress = { draft: completeDraft(), finished: 2, step: 2 };
    saveRegistration(progress);
    expect(loadRegistration('de')).toEqual(progress);
  });

  it('starts empty with the country of the shop', () => {
    expect(loadRegistration('de').draft.billing.country).toBe('DE');
    expect(loadRegistration('uk').draft.billing.country).toBe('GB');
    expect(loadRegistration('fr').draft.billing.country).toBe('FR');
    expect(loadRegistration('fr')).toMatchObject({ finished: 0, step: 0 });
  });

  it('never opens a step beyond the progress, and survives broken storage', () => {
    saveRegistration({ draft: completeDraft(), finished: 1, step: 4 });
    expect(loadRegistration('de').step).toBe(1);
    window.localStorage.setItem('shop.registration', '{not json');
    expect(loadRegistration('de')).toMatchObject({ finished: 0, step: 0 });
    window.localStorage.setItem(
      'shop.registration',
      JSON.stringify({ version: 1, finished: 2, step: 1, draft: { companyName: 42 } }),
    );
    expect(loadRegistration('de').draft.companyName).toBe('');
  });

  it('is gone after clearing', () => {
    saveRegistration({ draft: completeDraft(), finished: 5, step: 4 });
    clearRegistration();
    expect(window.localStorage.getItem('shop.registration')).toBeNull();
  });
});

describe('billing as shipping address', () => {
  it('clears the shipping data to just that flag', () => {
    expect(
      normalizeShipping({
        isBillingAddress: true,
        street: 'Old street 5',
        adding: '',
        zip: '123',
        city: 'Somewhere',
        country: 'AT',
      }),
    ).toEqual({ isBillingAddress: true });
  });

  it('keeps a shipping address of its own', () => {
    const own = {
      isBillingAddress: false,
      street: 'Lager 2',
      adding: 'Tor 3',
      zip: '1010',
      city: 'Wien',
      country: 'AT',
    };
    expect(normalizeShipping(own)).toEqual(own);
  });
});

describe('the registration request', () => {
  it('is what the domain schema accepts', () => {
    const request = registrationRequest(completeDraft(), {
      language: 'de',
      shop: 'de',
      captchaHash: 'payload',
    });
    expect(registrationSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      shopType: 3,
      payment: 4,
      shipping: { isBillingAddress: true },
    });
    expect(request.message).toBeUndefined();
    expect(request.billing.adding).toBeUndefined();
  });
});
