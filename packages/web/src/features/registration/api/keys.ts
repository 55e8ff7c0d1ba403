/** The registration feature's query keys: the pay types a new customer may choose. */
export const registrationKeys = {
  paymentMethods: () => ['registration', 'paymentMethods'] as const,
};
