/** The server's clock. Everything that depends on time reads it here, so tests can set the time. */
export const clock = {
  now: (): number => Date.now(),
};
