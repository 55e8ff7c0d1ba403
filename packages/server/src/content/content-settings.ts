import { z } from 'zod';
import { SHOP_CODES, type ShopCode } from '@shop/domain/shops.ts';
import { emailSchema } from '@shop/domain/api/auth.ts';
import { oneLineText } from '@shop/domain/api/text.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { findSetting } from './content.repository.ts';

/**
 * An address of another site the header may lead to: https, with a host, without user name or
 * password (a link such as https://shop@evil.example/ would read as the shop's).
 */
const externalPageSchema = oneLineText(500).refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}, 'an https:// address without user name or password');

/**
 * The shop's content settings (settings.json of a content folder): whether the FAQ is shown,
 * each shop's service address, which receives the contact and store-support messages, and where
 * the header's vacancies entry leads: the shop's own vacancies pages (unset or null) or an
 * external careers site.
 */
export const contentSettingsSchema = z.strictObject({
  faqEnabled: z.boolean(),
  headerVacanciesUrl: externalPageSchema.nullable().optional(),
  serviceAddresses: z.strictObject(
    Object.fromEntries(SHOP_CODES.map((shop) => [shop, emailSchema])) as Record<
      ShopCode,
      typeof emailSchema
    >,
  ),
});
export type ContentSettings = z.infer<typeof contentSettingsSchema>;

export const SETTINGS_KEY = 'settings';

/** The stored settings, or undefined before the first import. */
export async function readContentSettings(db: DbOrTx): Promise<ContentSettings | undefined> {
  const stored = await findSetting(db, SETTINGS_KEY);
  if (stored === undefined) return undefined;
  try {
    const parsed = contentSettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
