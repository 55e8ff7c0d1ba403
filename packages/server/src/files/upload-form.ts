import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { oneLineText } from '@shop/domain/api/text.ts';
import { AppError } from '#server/http/app-error.ts';
import type { TradeLicenceUpload } from './files.service.ts';

/**
 * Reads the multipart form of `POST /api/uploadFile` (docs/product/identity.md#auth-upload-call):
 * one file in `file`, the text fields `newName` and `addTimeStamp` ('true' or 'false'). Anything
 * else is refused like an unknown JSON field; parser failures become 4xx answers, never a 500.
 */
const fieldsSchema = z.strictObject({
  newName: oneLineText(200).min(1),
  addTimeStamp: z.enum(['true', 'false']).optional(),
});

function invalid(message: string): AppError {
  return new AppError(400, 'VALIDATION_ERROR', message);
}

function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB');
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'TOO_MANY_PARTS', 'The form has too many fields or files');
  }
  return new AppError(400, 'MALFORMED_MULTIPART', 'The multipart form could not be read');
}

/** A multipart form of one file in `file` and text fields checked by `fieldsSchema`. */
export interface FileForm<Fields> {
  content: Buffer;
  /** the client's name of the file; only ever data (files.service.ts uploadFileName) */
  clientFileName: string;
  fields: Fields;
}

export async function readFileForm<Fields>(
  request: FastifyRequest,
  fieldsSchema: z.ZodType<Fields>,
): Promise<FileForm<Fields>> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  }
  let content: Buffer | undefined;
  let clientFileName = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || content !== undefined) {
          throw invalid('Send exactly one file, in the field "file"');
        }
        content = await part.toBuffer();
        clientFileName = part.filename;
      } else {
        if (part.fieldnameTruncated || part.valueTruncated || typeof part.value !== 'string') {
          throw invalid(`The field "${part.fieldname.slice(0, 40)}" is too long or not text`);
        }
        if (Object.hasOwn(fields, part.fieldname)) {
          throw invalid(`The field "${part.fieldname.slice(0, 40)}" appears twice`);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (content === undefined) throw invalid('The file is missing (field "file")');
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'Invalid form fields',
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return { content, clientFileName, fields: parsed.data };
}

export async function readUploadForm(request: FastifyRequest): Promise<TradeLicenceUpload> {
  const form = await readFileForm(request, fieldsSchema);
  return {
    content: form.content,
    newName: form.fields.newName,
    addTimeStamp: form.fields.addTimeStamp === 'true',
  };
}
