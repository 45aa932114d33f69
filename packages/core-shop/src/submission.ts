import { type ApiFailure, failureMessage } from '@vitrine/api-client';

/** A `{ success }` answer of a form post (contact-us, DMCA, newsletter; 000 §7). */
export interface SubmissionAnswer {
  readonly code?: number | undefined;
  readonly success?: boolean | undefined;
}

/** What a form post's actor resolves to (it never rejects). */
export type SubmissionResult =
  | { readonly ok: true; readonly answer: SubmissionAnswer }
  | { readonly ok: false; readonly failure: ApiFailure };

/** Why a form post failed, as a value: a code, and the server's text when it sent one. */
export interface SubmissionError {
  readonly code: string;
  readonly text?: string;
}

/**
 * Whether the server took a form post: not `success: false`, and a `code` (if any) of 200
 * (000 §7 "success is returned"; docs/decisions/0128).
 */
export function isSubmissionAccepted(answer: SubmissionAnswer): boolean {
  return answer.success !== false && (answer.code === undefined || answer.code === 200);
}

/**
 * The error value of a form post that was not accepted.
 *
 * @param code - the form's error code (CONTACT_ERROR, DMCA_ERROR, NEWSLETTER_ERROR)
 */
export function submissionError(code: string, result: SubmissionResult): SubmissionError | undefined {
  if (result.ok) return isSubmissionAccepted(result.answer) ? undefined : { code };
  const text = failureMessage(result.failure);
  return text === undefined || text === '' ? { code } : { code, text };
}
