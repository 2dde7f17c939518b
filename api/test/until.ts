/**
 * Reads `read` every 100 ms until `done` holds (work the job queue finishes after the request), failing after 15 s
 * with the last value seen, so a test waits for an outcome rather than a guessed delay.
 */
export async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
