import { z } from 'zod';

/**
 * Build-time settings of the web client (Vite `VITE_*` variables), validated once at start.
 * The external sites the shell links to belong to the company running the shop; set them per
 * deployment (VITE_BUSINESS_CONSOLE_URL: the business console). FAQ_ENABLED shows the FAQ entry of the footer (spec 2 section 2).
 */
const envSchema = z.object({
  VITE_FAQ_ENABLED: z.enum(['true', 'false']).default('false'),
  VITE_COMPANY_SITE_URL: z.url().default('https://www.example.com'),
  VITE_EXPLORE_URL: z.url().optional(),
  VITE_WHOLESALE_URL: z.url().optional(),
  VITE_VACANCIES_URL: z.url().optional(),
  VITE_ABOUT_URL: z.url().optional(),
  VITE_DISTRIBUTION_URL: z.url().optional(),
  VITE_BUSINESS_CONSOLE_URL: z.url().optional(),
});

const env = envSchema.parse(import.meta.env);
const site = env.VITE_COMPANY_SITE_URL.replace(/\/$/, '');

export const config = {
  faqEnabled: env.VITE_FAQ_ENABLED === 'true',
  externalLinks: {
    explore: env.VITE_EXPLORE_URL ?? `${site}/explore`,
    wholesale: env.VITE_WHOLESALE_URL ?? `${site}/wholesale`,
    vacancies: env.VITE_VACANCIES_URL ?? `${site}/careers`,
    about: env.VITE_ABOUT_URL ?? `${site}/about`,
    distribution: env.VITE_DISTRIBUTION_URL ?? `${site}/distribution`,
    /** the business console of eligible users (spec 2 section 6) */
    businessConsole: env.VITE_BUSINESS_CONSOLE_URL ?? `${site}/business-console`,
  },
} as const;
