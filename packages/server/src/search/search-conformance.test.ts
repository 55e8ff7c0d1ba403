import { describeSearchConformance } from './search-conformance.fixtures.ts';

describeSearchConformance('on the event loop', {});
describeSearchConformance('in its own thread', {
  SEARCH_THREAD: 'on',
  CATALOG_SYNC_INTERVAL_MS: '600000',
});
