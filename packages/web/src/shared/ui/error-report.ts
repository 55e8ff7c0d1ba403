/** What the error dialog reports: a failure that leaves the buyer no way on from the screen. */
export interface ErrorReport {
  /** what failed, the dialog's title ("The order was not placed") */
  title: string;
  /** the failure; an ApiError's code and message are shown, translated where the shop has a text */
  error: unknown;
  /** a text of the screen's own for the failure, shown instead of the general one */
  message?: string;
  /** offered as "Try again" when the same step may be sent again */
  retry?: () => void;
}
