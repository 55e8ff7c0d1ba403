/**
 * Whether this process can serve (GET /api/ready). Parts that get ready in the background (a
 * search index built after listening, a connection) hand their promise to `track`; the process
 * is ready once it is listening and every tracked promise has resolved. A failed one keeps it
 * unready, and the load balancer sends its requests elsewhere. While stopping it is unready
 * again, so the proxy drains it before it closes (docs/decisions/059-processes-and-redis.md).
 */
export class StartupGate {
  #pending = 0;
  #failed = false;
  #listening = false;
  #stopping = false;

  track(promise: Promise<unknown>): void {
    this.#pending += 1;
    promise.then(
      () => (this.#pending -= 1),
      () => {
        this.#pending -= 1;
        this.#failed = true;
      },
    );
  }

  /** The server accepts connections. */
  listening(): void {
    this.#listening = true;
  }

  /** The process began to stop. */
  stopping(): void {
    this.#stopping = true;
  }

  get ready(): boolean {
    return this.#listening && !this.#stopping && !this.#failed && this.#pending === 0;
  }
}
