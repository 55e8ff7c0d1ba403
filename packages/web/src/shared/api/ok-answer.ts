/**
 * The schema of an answer that only confirms, as a loader for the API client: built with the
 * first such answer, not with the page that may ask for one (decision 076).
 */
export const okAnswer = () =>
  import('@shop/domain/api/ok.ts').then((contract) => contract.okSchema);
