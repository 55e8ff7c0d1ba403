import type { RouteObject } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import type { ListingRoute } from '#web/features/catalog/listing/listing-url.ts';
import { loginOnly, lazyPage } from './route-helpers.tsx';
import {
  productLoader,
  listingLoader,
  archiveLoader,
  type QueryClientOf,
} from './route-loaders.ts';

/** The routes of the catalog: listings, the article page and the basket. */

const lazyListing = (clientOf: QueryClientOf, route: ListingRoute) => ({
  loader: listingLoader(clientOf, route),
  ...lazyPage(async () => {
    const { ListingPage } = await import('#web/features/catalog/listing/listing-page.tsx');
    return <ListingPage route={route} />;
  }),
});

/** Listing routes. */
export function listingRoutes(clientOf: QueryClientOf): RouteObject[] {
  return [
    {
      path: paths.overview.pattern,
      ...lazyPage(async () => {
        const { OverviewPage } = await import('#web/features/catalog/overview/overview-page.tsx');
        return <OverviewPage />;
      }),
    },
    { path: paths.hotDeals.pattern, ...lazyListing(clientOf, 'hotDeals') },
    { path: paths.closeOut.pattern, ...lazyListing(clientOf, 'closeOut') },
    { path: paths.preOrder.pattern, ...lazyListing(clientOf, 'preOrder') },
    { path: paths.search.pattern, ...lazyListing(clientOf, 'search') },
    { path: paths.alternative.pattern, ...lazyListing(clientOf, 'alternative') },
    { path: paths.show.pattern, ...lazyListing(clientOf, 'show') },
    { path: paths.newsletterArticles.pattern, ...lazyListing(clientOf, 'newsletter') },
    { path: paths.archive.pattern, loader: archiveLoader },
    // also the catch-all: an unknown page name is an invalid listing type → notFound
    { path: paths.listing.pattern, ...lazyListing(clientOf, 'typed') },
  ];
}

/** Article and basket pages. */
export function articleAndBasketRoutes(clientOf: QueryClientOf): RouteObject[] {
  return [
    {
      path: paths.product.pattern,
      loader: productLoader(clientOf),
      ...lazyPage(async () => {
        const { ProductPage, ProductHead } = await import('#web/features/product/product-page.tsx');
        return (
          <>
            <ProductHead />
            <ProductPage />
          </>
        );
      }),
    },
    {
      path: paths.basket.pattern,
      ...lazyPage(async () => {
        const { BasketPage } = await import('#web/features/basket/basket-page.tsx');
        // The basket's skeleton is taller than a screen and an empty basket is short: without a
        // screen's height of its own, the footer (pinned to the bottom of a short page) jumped
        // into view when an empty basket arrived, a layout shift of 0.079 (decision 030).
        return <div className="min-h-dvh">{loginOnly(<BasketPage />)}</div>;
      }),
    },
  ];
}
