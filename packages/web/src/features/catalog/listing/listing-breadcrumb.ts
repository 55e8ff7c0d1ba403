import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import type { Crumb } from '#web/shared/ui/breadcrumb.tsx';
import {
  originKept,
  type ListingOrigin,
  type NamedSelection,
} from '#web/features/catalog/listing/listing-name.ts';

/** The own address of the listing a list was opened as: /category/1a, /hotDeals, … */
export function originHref(shell: ShellParams, origin: ListingOrigin): string {
  return 'id' in origin
    ? paths.listing.href(shell, origin.kind, origin.id.toString(16))
    : paths[origin.kind].href(shell);
}

function samePath(href: string, pathname: string): boolean {
  const plain = (path: string) => {
    try {
      return decodeURIComponent(path).replace(/\/$/, '');
    } catch {
      return path;
    }
  };
  return plain(href) === plain(pathname);
}

/**
 * A list's step of its breadcrumb (docs/product/catalog.md#cat-breadcrumb): the list's name,
 * linked to the listing's own unfiltered page (a search to its term's page) once filters were
 * added, else the page itself.
 */
export function listingCrumb(
  name: string,
  selection: NamedSelection,
  shell: ShellParams,
  pathname: string,
): Crumb {
  const { search, origin } = selection;
  const own =
    search !== ''
      ? paths.search.href(shell, search)
      : origin !== null && originKept(selection)
        ? originHref(shell, origin)
        : null;
  return { name, href: own === null || samePath(own, pathname) ? null : own };
}
