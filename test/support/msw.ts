/**
 * `listen()`/`start()` options that make an unhandled request fail the test under msw 2 and msw 3:
 * msw 3 renamed `onUnhandledRequest` to `onUnhandledFrame` and ignores the old name, so a test that
 * passed only the old one would merely warn there (the compatibility run uses msw 3).
 */
export const failOnUnhandled = {
  onUnhandledRequest: 'error',
  onUnhandledFrame: 'error',
} as { onUnhandledRequest: 'error' };

/**
 * `listen()` options for a test that also starts a server of its own: requests to its socket
 * (127.0.0.1) go out for real, any other unhandled request fails the test.
 */
export const unhandledButLocal = {
  onUnhandledRequest: (request: Request, print: { error(): void }) => {
    if (new URL(request.url).hostname !== '127.0.0.1') print.error();
  },
};
