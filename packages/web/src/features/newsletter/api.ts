import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  newsletterArchiveResponseSchema,
  newsletterResponseSchema,
} from '@shop/domain/api/newsletter-archive.ts';
import {
  newsletterEmailsResponseSchema,
  saveNewsletterEmailResponseSchema,
  sendValidationMailResponseSchema,
  type SaveNewsletterEmailRequest,
  type SendValidationMailRequest,
} from '@shop/domain/api/newsletter.ts';
import type { Language } from '@shop/domain/shops.ts';
import { apiDelete, apiGet, apiPost } from '#web/shared/api/client.ts';

/**
 * The calls of the newsletter pages (docs/decisions/051-newsletters.md): the caller's addresses
 * with their changes, and the archive. Every change reloads the list of addresses.
 */

const emailsKey = (customerNumber: string) => ['newsletterEmails', customerNumber];

/** GET /account/emails: the caller's addresses, oldest first. */
export function useNewsletterEmails(customerNumber: string) {
  return useQuery({
    queryKey: emailsKey(customerNumber),
    queryFn: ({ signal }) => apiGet('/account/emails', newsletterEmailsResponseSchema, { signal }),
    meta: { notFoundPage: false },
  });
}

function useEmailsChange<Input, Output>(
  customerNumber: string,
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailsKey(customerNumber) }),
  });
}

/** POST /account/saveEmail: adds without `id`, changes with it. */
export function useSaveNewsletterEmail(customerNumber: string) {
  return useEmailsChange(customerNumber, (request: SaveNewsletterEmailRequest) =>
    apiPost('/account/saveEmail', request, saveNewsletterEmailResponseSchema),
  );
}

/** DELETE /account/email/{id}. */
export function useDeleteNewsletterEmail(customerNumber: string) {
  return useEmailsChange(customerNumber, (id: number) =>
    apiDelete(`/account/email/${id}`, z.unknown()),
  );
}

/** POST /account/sendValidationMail: mails the address its validation link. */
export function useSendValidationMail() {
  return useMutation({
    mutationFn: (request: SendValidationMailRequest) =>
      apiPost('/account/sendValidationMail', request, sendValidationMailResponseSchema),
  });
}

/** GET /account/newsletters/{lang}/{page}[/{search}]: ten newsletters a page, newest first. */
export function useNewsletterArchive(language: Language, page: number, search: string) {
  const path = ['', 'account', 'newsletters', language, String(page)];
  if (search !== '') path.push(encodeURIComponent(search));
  return useQuery({
    queryKey: ['newsletterArchive', language, page, search],
    queryFn: ({ signal }) => apiGet(path.join('/'), newsletterArchiveResponseSchema, { signal }),
    placeholderData: keepPreviousData,
    meta: { notFoundPage: false },
  });
}

/** GET /account/newsletter/{id}: one newsletter with its sanitised HTML; 404 shows notFound. */
export function useNewsletter(id: string) {
  return useQuery({
    queryKey: ['newsletter', id],
    queryFn: ({ signal }) =>
      apiGet(`/account/newsletter/${encodeURIComponent(id)}`, newsletterResponseSchema, {
        signal,
      }),
  });
}
