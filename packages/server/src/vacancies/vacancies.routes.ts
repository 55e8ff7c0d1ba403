import { CONTENT_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  vacanciesQuerySchema,
  vacanciesResponseSchema,
  vacancyImagesRequestSchema,
  vacancyImagesResponseSchema,
  vacancyQuerySchema,
  vacancyResponseSchema,
} from '@shop/domain/api/content-vacancies.ts';
import type { RouteContext } from '#server/route-context.ts';
import { listVacancies, loadVacancy, loadVacancyImages } from './vacancies.service.ts';

/**
 * GET /api/vacancies, GET /api/vacancy?link= and POST /api/getVacancyImages
 * (docs/product/content.md#content-vacancy-calls).
 */
export const vacanciesRoutes =
  (context: RouteContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context.database;
    app.get(
      '/api/vacancies',
      {
        schema: {
          querystring: vacanciesQuerySchema,
          response: {
            200: vacanciesResponseSchema,
            ...declaredErrorResponses(CONTENT_ERRORS, 400),
          },
        },
      },
      async (request) => listVacancies(db, request.query.language ?? 'en'),
    );
    app.get(
      '/api/vacancy',
      {
        schema: {
          querystring: vacancyQuerySchema,
          response: {
            200: vacancyResponseSchema,
            ...declaredErrorResponses(CONTENT_ERRORS, 400, 404),
          },
        },
      },
      async (request) => loadVacancy(db, request.query.link, request.query.language ?? 'en'),
    );
    app.post(
      '/api/getVacancyImages',
      {
        schema: {
          body: vacancyImagesRequestSchema,
          response: {
            200: vacancyImagesResponseSchema,
            ...declaredErrorResponses(CONTENT_ERRORS, 400, 404),
          },
        },
      },
      async (request) => loadVacancyImages(db, request.body),
    );
  };
