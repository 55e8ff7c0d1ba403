import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { ContentPageName } from '@shop/domain/api/content.ts';
import type { ShellParams } from '#web/shared/routing/paths.ts';
import { shellParamsOf } from '#web/shared/routing/use-shell-params.ts';
import { onServer } from '#web/shared/ssr/render-mode.ts';
import { prefetchLater, type QueryClientOf } from './route-loaders.ts';

/**
 * The content pages' loaders: they start the queries the page renders from, so the server
 * renders each content page once, with its text (decision 126), and the browser asks for it
 * beside the page's code. The query modules are imported here, as the catalog's loaders import
 * theirs (route-loaders.ts), so their contracts stay out of the first page's JavaScript.
 */
function contentLoader(
  clientOf: QueryClientOf,
  load: (queryClient: QueryClient, shell: ShellParams, params: Params) => Promise<unknown>,
) {
  return (args: LoaderFunctionArgs): null | Promise<null> => {
    const shell = shellParamsOf(args.params);
    if (shell === null) return null;
    const queryClient = clientOf(args);
    return prefetchLater(() => load(queryClient, shell, args.params));
  };
}

/** A legal or information page; the freight surcharge page shows the surcharges' table too. */
export function contentPageLoader(clientOf: QueryClientOf, page: ContentPageName) {
  return contentLoader(clientOf, async (queryClient, shell) => {
    const surcharges = async () => {
      const { freightSurchargesQueryOptions } =
        await import('#web/features/content/api/freight-surcharges.ts');
      await queryClient.prefetchQuery(freightSurchargesQueryOptions());
    };
    const { contentPageQueryOptions } =
      await import('#web/features/content/api/get-content-page.ts');
    await Promise.all([
      queryClient.prefetchQuery(contentPageQueryOptions(page, shell.language)),
      page === 'freight-surcharge' && surcharges(),
    ]);
  });
}

export function partnersLoader(clientOf: QueryClientOf) {
  return contentLoader(clientOf, async (queryClient) => {
    const { partnersQueryOptions } = await import('#web/features/content/api/get-partners.ts');
    await queryClient.prefetchQuery(partnersQueryOptions());
  });
}

/** The contact page's map (the form asks for nothing before it is sent). */
export function contactLoader(clientOf: QueryClientOf) {
  return contentLoader(clientOf, async (queryClient) => {
    const { contactMapQueryOptions } = await import('#web/features/content/api/contact-map.ts');
    await queryClient.prefetchQuery(contactMapQueryOptions());
  });
}

/**
 * The vacancies, and on the server each one's pictures, which the browser asks for as the
 * cards render.
 */
export function vacanciesLoader(clientOf: QueryClientOf) {
  return contentLoader(clientOf, async (queryClient, shell) => {
    const [{ vacanciesQueryOptions }, { vacancyImagesQueryOptions }] = await Promise.all([
      import('#web/features/content/api/get-vacancies.ts'),
      import('#web/features/content/api/get-vacancy-images.ts'),
    ]);
    const options = vacanciesQueryOptions(shell.language);
    await queryClient.prefetchQuery(options);
    if (!onServer) return;
    const vacancies = queryClient.getQueryData(options.queryKey)?.vacancies ?? [];
    await Promise.all(
      vacancies.map(({ id, link }) =>
        queryClient.prefetchQuery(vacancyImagesQueryOptions({ id, link })),
      ),
    );
  });
}

export function vacancyLoader(clientOf: QueryClientOf) {
  return contentLoader(clientOf, async (queryClient, shell, params) => {
    const { vacancyQueryOptions } = await import('#web/features/content/api/get-vacancy.ts');
    await queryClient.prefetchQuery(vacancyQueryOptions(params.link ?? '', shell.language));
  });
}

/**
 * The poll as any visitor gets it, on the server only: the browser's page asks again whether
 * its voter answered when it shows (get-poll.ts), so a prefetch there would ask twice.
 */
export function pollLoader(clientOf: QueryClientOf) {
  return contentLoader(clientOf, async (queryClient, shell, params) => {
    if (!onServer) return;
    const { pollQueryOptions } = await import('#web/features/content/api/get-poll.ts');
    await queryClient.prefetchQuery(pollQueryOptions(shell.language, params.hash ?? ''));
  });
}
