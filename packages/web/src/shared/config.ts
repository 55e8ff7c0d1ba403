/**
 * Build-time settings of the web client (Vite `VITE_*` variables). The external sites the shell
 * links to belong to the company running the shop; set them per deployment
 * (VITE_BUSINESS_CONSOLE_URL: the business console). Whether the footer shows the FAQ is content
 * (GET /api/faq), not a build setting. vite.config.ts checks them when the client is built, so a wrong
 * URL fails the build and no validation library ships with the first page (decision 030).
 */
type EnvName =
  | 'VITE_COMPANY_SITE_URL'
  | 'VITE_EXPLORE_URL'
  | 'VITE_WHOLESALE_URL'
  | 'VITE_ABOUT_URL'
  | 'VITE_DISTRIBUTION_URL'
  | 'VITE_BUSINESS_CONSOLE_URL';

const env = import.meta.env as Partial<Record<EnvName, string>>;
const site = (env.VITE_COMPANY_SITE_URL || 'https://www.example.com').replace(/\/$/, '');

export const config = {
  externalLinks: {
    explore: env.VITE_EXPLORE_URL || `${site}/explore`,
    wholesale: env.VITE_WHOLESALE_URL || `${site}/wholesale`,
    about: env.VITE_ABOUT_URL || `${site}/about`,
    distribution: env.VITE_DISTRIBUTION_URL || `${site}/distribution`,
    /** the business console of eligible users (docs/product/identity.md#auth-business-console) */
    businessConsole: env.VITE_BUSINESS_CONSOLE_URL || `${site}/business-console`,
  },
} as const;
