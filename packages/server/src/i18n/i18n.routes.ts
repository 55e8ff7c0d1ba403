import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageSchema, languagesSchema, translationsSchema } from '@shop/domain/api/shell.ts';
import { errorBodySchema } from '@shop/domain/api/errors.ts';
import type { AppContext } from '#server/app-context.ts';
import { listLanguages, loadTranslations } from './i18n.service.ts';
import { TtlCache } from '#server/system/ttl-cache.ts';
import type { Translations } from '@shop/domain/api/shell.ts';

export const i18nRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // an operator's correction in the database shows within a minute
    const cache = new TtlCache<Translations>(60_000);
    app.get('/api/languages', { schema: { response: { 200: languagesSchema } } }, async () => ({
      languages: listLanguages(),
    }));

    app.get(
      '/loca/getLanguage/:lang',
      {
        schema: {
          params: z.strictObject({ lang: languageSchema }),
          response: { 200: translationsSchema, 400: errorBodySchema },
        },
      },
      async (request) =>
        cache.get(request.params.lang, () =>
          loadTranslations(context.database.db, request.params.lang),
        ),
    );

    // the spec's other name of the same call (spec 1 section 7): its one parameter is the language
    app.get(
      '/api/language/:version',
      {
        schema: {
          params: z.strictObject({ version: languageSchema }),
          response: { 200: translationsSchema, 400: errorBodySchema },
        },
      },
      async (request) =>
        cache.get(request.params.version, () =>
          loadTranslations(context.database.db, request.params.version),
        ),
    );
  };
