import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkMyShopResponseSchema } from '@shop/domain/api/account-profile.ts';
import type { ShopCode } from '@shop/domain/shops.ts';
import { apiPost } from '#web/shared/api/client.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';

/**
 * A logged-in customer who opens another shop's address (an old bookmark, a shared link) is
 * moved to the same page in their own shop; the server says which shop that is
 * (POST /intern/checkMyShop, docs/decisions/040-business-console-and-shop-check.md). The uk
 * shop speaks en (docs/product/identity.md#auth-login-other-shop).
 */
export function ShopCheck() {
  const shell = useShellParams();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const differs = user !== null && user.shop !== shell.shop;
  const check = useQuery({
    queryKey: ['checkMyShop', user?.customerNumber ?? '', shell.shop],
    queryFn: ({ signal }) =>
      apiPost('/intern/checkMyShop', { shop: shell.shop }, checkMyShopResponseSchema, { signal }),
    enabled: differs,
    meta: { notFoundPage: false },
  });
  const target: ShopCode | null =
    check.data !== undefined && !check.data.matches ? check.data.shop : null;
  useEffect(() => {
    if (target === null) return;
    const language = target === 'uk' ? 'en' : shell.language;
    const page = location.pathname.split('/').slice(3);
    const to = ['', target, language, ...page].join('/');
    void navigate(to + location.search + location.hash, { replace: true });
  }, [target, shell.language, location.pathname, location.search, location.hash, navigate]);
  return null;
}
