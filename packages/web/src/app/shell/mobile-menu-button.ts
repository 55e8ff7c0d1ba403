/** The hamburger button, the same before and after the drawer's code has loaded (mobile-menu.tsx). */
export const MOBILE_MENU_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10 lg:hidden';
