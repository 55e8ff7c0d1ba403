import type { BugReportTopic } from '@shop/domain/api/article.ts';
import { renderMail, type MailContent } from '#server/mail/mail-layout.ts';

export interface BugReportMailInput {
  articleNumber: string;
  articleName: string;
  topic: BugReportTopic;
  message: string;
  customerNumber: string;
  customerEmail: string;
  language: string;
  articleUrl: string;
}

/** A retailer's report of an error in an article's data, for the shop's staff (in English). */
export function bugReportMail(input: BugReportMailInput): MailContent {
  return renderMail('en', `Article error report ${input.articleNumber} (${input.topic})`, [
    {
      paragraph: `Customer ${input.customerNumber} (${input.customerEmail}, language ${input.language}) reports an error in article ${input.articleNumber} "${input.articleName}".`,
    },
    { paragraph: `Topic: ${input.topic}` },
    { paragraph: input.message },
    { link: input.articleUrl, label: 'Article' },
  ]);
}
