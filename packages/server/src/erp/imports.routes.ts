import { OPERATOR_ERRORS } from '@shop/domain/api/error-codes.ts';
import { declaredErrorResponses } from '#server/http/error-responses.ts';
/**
 * The operator API's imports, their jobs, the lean stock-and-price call and the exports
 * (docs/decisions/088-operator-data-exchange.md). HTTP only: each route hands the service one call.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exportParamsSchema,
  exportQuerySchema,
  idempotencyHeadersSchema,
  importJobSchema,
  importQuerySchema,
  importScopeParamsSchema,
  jobParamsSchema,
  jobsQuerySchema,
  jobsResponseSchema,
  stockPricesBodySchema,
} from '@shop/domain/api/operator-imports.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import type { RouteContext } from '#server/route-context.ts';
import { saveUpload } from './import-upload.ts';
import { csvTypeOf, exportCsv, exportJsonLines, type ExtraSources } from './exports.service.ts';
import {
  enqueueImport,
  findImportJob,
  importJobView,
  IMPORT_JOB,
  registerImportJob,
} from './imports.service.ts';
import { createRecordTypes } from './record-types.ts';
import type { RecordType } from '#server/exchange/record-type.ts';

const errors = declaredErrorResponses(OPERATOR_ERRORS, 400, 401, 403, 404, 413, 429);
const UPLOAD_TYPES = [
  'application/x-ndjson',
  'application/jsonl',
  'text/csv',
  'application/octet-stream',
];
/** how long the lean stock-and-price call waits for its job before it answers 202 */
const STOCK_PRICE_WAIT_MS = 30_000;

/** Streams an export as a download. */
function sendFile(reply: FastifyReply, type: string, name: string, body: NodeJS.ReadableStream) {
  return reply
    .type(`${type}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type OperatorRouteContext = RouteContext;

function uploadRoute(app: App, context: OperatorRouteContext): void {
  const { db } = context.database;
  const { jobs, operatorGuards } = context;
  app.post(
    '/operator/v1/imports/:scope',
    {
      preHandler: (request, reply) => operatorGuards.require(request.params.scope)(request, reply),
      schema: {
        tags: ['operator'],
        summary: 'Upload an import file (JSON Lines or CSV); answers its job',
        security: [{ operatorToken: [] }],
        params: importScopeParamsSchema,
        querystring: importQuerySchema,
        headers: idempotencyHeadersSchema,
        response: { 202: importJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { scope } = request.params;
      const csv = (request.headers['content-type'] ?? '').startsWith('text/csv');
      const name = request.query.name ?? (csv ? undefined : 'upload.jsonl');
      if (!name)
        throw new AppError(400, 'NAME_REQUIRED', 'A CSV upload names its file (name=articles.csv)');
      const length = Number(request.headers['content-length']);
      const upload = await saveUpload(
        context.config.dataDir,
        name,
        request.body as Readable,
        Number.isFinite(length) ? length : undefined,
      );
      const key = request.headers['idempotency-key'];
      const job = await enqueueImport(
        db,
        jobs,
        {
          files: [{ path: upload.file, name }],
          mode: request.query.mode,
          dryRun: request.query.dryRun,
          scopes: [scope],
          uploadDir: upload.dir,
          requestedBy: request.operator!.name,
        },
        key === undefined ? undefined : `import:${request.operator!.tokenId}:${key}`,
      );
      // a repeated key answers the first upload's job; this upload is not needed
      if ((job.payload.uploadDir ?? '') !== upload.dir)
        fs.rmSync(upload.dir, { recursive: true, force: true });
      return reply.status(202).send(importJobView(job));
    },
  );
}

function jobRoute(app: App, context: OperatorRouteContext): void {
  const { db } = context.database;
  const { jobs, operatorGuards } = context;
  app.get(
    '/operator/v1/imports/:scope/jobs/:id',
    {
      preHandler: (request, reply) => operatorGuards.require(request.params.scope)(request, reply),
      schema: {
        tags: ['operator'],
        summary: 'An import job: its state, progress and, once ended, its counts and problems',
        security: [{ operatorToken: [] }],
        params: importScopeParamsSchema.extend(jobParamsSchema.shape),
        response: { 200: importJobSchema, ...errors },
      },
    },
    async (request) => {
      const job = await findImportJob(db, jobs, request.params.id, [request.params.scope]);
      if (!job) throw notFound('No such import job');
      return importJobView(job);
    },
  );
}

function jobsRoute(app: App, context: OperatorRouteContext): void {
  const { db } = context.database;
  const { jobs, operatorGuards } = context;
  app.get(
    '/operator/v1/imports/:scope/jobs',
    {
      preHandler: (request, reply) => operatorGuards.require(request.params.scope)(request, reply),
      schema: {
        tags: ['operator'],
        summary: 'The import jobs of a scope, newest first',
        security: [{ operatorToken: [] }],
        params: importScopeParamsSchema,
        querystring: jobsQuerySchema,
        response: { 200: jobsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { limit, before } = request.query;
      const listed = await jobs.list(db, {
        kind: IMPORT_JOB,
        limit: 100,
        ...(before ? { beforeId: before } : {}),
      });
      const own = listed.filter((job) =>
        (job.payload as { scopes: string[] }).scopes.every(
          (scope) => scope === request.params.scope,
        ),
      );
      return { jobs: own.slice(0, limit).map(importJobView) };
    },
  );
}

function stockPricesRoute(app: App, context: OperatorRouteContext): void {
  const { db } = context.database;
  const { jobs, operatorGuards } = context;
  app.post(
    '/operator/v1/stock-prices',
    {
      preHandler: operatorGuards.require('stock-prices'),
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['operator'],
        summary:
          'Stock, state, ETA and price changes (at most 10,000 records); waits for them to be applied',
        security: [{ operatorToken: [] }],
        body: stockPricesBodySchema,
        headers: idempotencyHeadersSchema,
        response: { 200: importJobSchema, 202: importJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const dir = path.join(context.config.dataDir, 'imports', `lean-${crypto.randomUUID()}`);
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, 'stock-prices.jsonl');
      fs.writeFileSync(
        file,
        request.body.records.map((record) => JSON.stringify(record)).join('\n'),
        { mode: 0o600 },
      );
      const key = request.headers['idempotency-key'];
      const job = await enqueueImport(
        db,
        jobs,
        {
          files: [{ path: file, name: 'stock-prices.jsonl' }],
          mode: 'delta',
          dryRun: false,
          scopes: ['stock-prices'],
          uploadDir: dir,
          requestedBy: request.operator!.name,
        },
        key === undefined ? undefined : `stock-prices:${request.operator!.tokenId}:${key}`,
      );
      if (job.payload.uploadDir !== dir) fs.rmSync(dir, { recursive: true, force: true });
      const ended = await jobs
        .waitFor(job.id, { timeoutMs: STOCK_PRICE_WAIT_MS })
        .catch(() => undefined);
      return reply.status(ended ? 200 : 202).send(importJobView(ended ?? job));
    },
  );
}

function exportRoute(
  app: App,
  context: OperatorRouteContext,
  types: readonly RecordType<unknown>[],
  extra: ExtraSources,
): void {
  const { db } = context.database;
  const { operatorGuards } = context;
  app.get(
    '/operator/v1/exports/:group',
    {
      preHandler: (request, reply) => operatorGuards.require(request.params.group)(request, reply),
      schema: {
        tags: ['operator'],
        summary:
          'Every record of a group as JSON Lines, or one record type as CSV, in the shape the import reads',
        security: [{ operatorToken: [] }],
        params: exportParamsSchema,
        querystring: exportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { group } = request.params;
      if (request.query.format === 'csv') {
        const type = csvTypeOf(types, group, request.query.type);
        return sendFile(reply, 'text/csv', `${type.csvName}.csv`, exportCsv(db, type));
      }
      return sendFile(
        reply,
        'application/x-ndjson',
        `${group}.jsonl`,
        Readable.from(exportJsonLines(db, types, group, extra)),
      );
    },
  );
}

export const importsRoutes =
  (context: OperatorRouteContext, extra: ExtraSources = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const recordTypes = createRecordTypes(context);
    registerImportJob(context.jobs, {
      db: context.database.db,
      catalogEvents: context.catalogEvents,
      recordTypes,
      onError: (error) => app.log.error({ err: error }, 'a task after an import failed'),
    });
    app.addContentTypeParser(UPLOAD_TYPES, (_request, payload, done) => done(null, payload));
    uploadRoute(app, context);
    jobRoute(app, context);
    jobsRoute(app, context);
    stockPricesRoute(app, context);
    exportRoute(app, context, recordTypes, extra);
  };
