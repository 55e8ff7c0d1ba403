import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ShopCode } from '@shop/domain/shops.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { useShopCheck } from '#web/features/account/api/check-my-shop.ts';

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
  const check = useShopCheck(user?.customerNumber ?? '', shell.shop, differs);
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
