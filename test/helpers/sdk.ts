import assert from 'node:assert/strict';

/** What the frappe-js-sdk rejects with (frappe-js-sdk utils/error.ts getFrappeError). */
export interface SdkError {
  httpStatus: number;
  exception: string;
  exc_type?: string;
}

/** The rejection of an SDK call that must fail. */
export async function rejection(p: Promise<unknown>): Promise<SdkError> {
  try {
    await p;
  } catch (err) {
    return err as SdkError;
  }
  assert.fail('expected the SDK call to reject');
}
