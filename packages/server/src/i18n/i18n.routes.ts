import { errorResponses } from '#server/http/error-responses.ts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageSchema, languagesSchema, translationsSchema } from '@shop/domain/api/shell.ts';
import { listLanguages, type TranslationsReader } from './i18n.service.ts';

export const i18nRoutes =
  (translations: TranslationsReader): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/languages', { schema: { response: { 200: languagesSchema } } }, async () => ({
      languages: listLanguages(),
    }));

    app.get(
      '/loca/getLanguage/:lang',
      {
        schema: {
          params: z.strictObject({ lang: languageSchema }),
          response: { 200: translationsSchema, ...errorResponses(400) },
        },
      },
      async (request) => translations(request.params.lang),
    );

    // the product's other name of the same call (docs/product/shell.md#shell-translations-call): its
    // one parameter is the language
    app.get(
      '/api/language/:version',
      {
        schema: {
          params: z.strictObject({ version: languageSchema }),
          response: { 200: translationsSchema, ...errorResponses(400) },
        },
      },
      async (request) => translations(request.params.version),
    );
  };
