import { ApiError } from '@tix/contract/api/client';

/** The sentence to show for a failed call: the BFF's problem detail when there is one. */
export function problemDetail(error: unknown): string {
  if (error instanceof ApiError) return error.problem.detail;
  if (error instanceof Error) return `Unexpected error: ${error.message}`;
  return 'Something went wrong. Please try again.';
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
