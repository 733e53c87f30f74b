/**
 * `listen()`/`start()` options that make an unhandled request fail the test under msw 2 and msw 3:
 * msw 3 renamed `onUnhandledRequest` to `onUnhandledFrame` and ignores the old name, so a test that
 * passed only the old one would merely warn there (the compatibility run uses msw 3).
 */
export const failOnUnhandled = {
  onUnhandledRequest: 'error',
  onUnhandledFrame: 'error',
} as { onUnhandledRequest: 'error' };
