/**
 * Load shedding: when this process is behind (its event loop lags, or too many requests are in
 * flight), a new request is answered at once with 503 and Retry-After instead of joining a queue it
 * would wait in for seconds. Accepted requests stay fast, and no connection sits so long that its
 * keep-alive timer fires under it.
 */
export interface ShedderOptions {
  /** requests in flight at once in this process */
  maxInFlight: number;
  /** event-loop lag (ms) above which new requests are refused while others are in flight */
  maxLagMs: number;
  /** below this many requests in flight, lag alone refuses nothing (one slow render is no queue) */
  minInFlightForLag?: number;
  /** requests of one client address in flight at once (a browser uses six connections) */
  maxPerClient?: number;
  /** how often the lag is sampled (ms) */
  sampleMs?: number;
}

export class LoadShedder {
  private inFlight = 0;
  private readonly perClient = new Map<string, number>();
  private lagMs = 0;
  private timer: NodeJS.Timeout | undefined;
  /** requests refused since start (for the log and the benchmark) */
  shed = 0;

  constructor(private readonly options: ShedderOptions) {}

  /** Starts sampling the event-loop lag: a timer's lateness is how long callbacks wait. */
  start(): void {
    const every = this.options.sampleMs ?? 50;
    let expected = performance.now() + every;
    this.timer = setInterval(() => {
      const now = performance.now();
      const late = Math.max(0, now - expected);
      // quick to rise, slow to fall: one late tick is enough to refuse, a calm one halves it
      this.lagMs = late > this.lagMs ? late : this.lagMs / 2;
      expected = now + every;
    }, every);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * Whether a new request of `client` may start; if so, it must call `done(client)` when its
   * response ends. One client cannot hold the process (slow uploads on many connections).
   */
  admit(client = ''): boolean {
    const queued = this.inFlight >= (this.options.minInFlightForLag ?? 8);
    const ofClient = this.perClient.get(client) ?? 0;
    if (
      this.inFlight >= this.options.maxInFlight ||
      ofClient >= (this.options.maxPerClient ?? 32) ||
      (queued && this.lagMs > this.options.maxLagMs)
    ) {
      this.shed++;
      return false;
    }
    this.inFlight++;
    this.perClient.set(client, ofClient + 1);
    return true;
  }

  done(client = ''): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    const left = (this.perClient.get(client) ?? 1) - 1;
    if (left > 0) this.perClient.set(client, left);
    else this.perClient.delete(client);
  }

  /** Seconds a refused client should wait: longer the further behind this process is. */
  retryAfterSeconds(): number {
    return Math.min(10, Math.max(1, Math.ceil(this.lagMs / 500)));
  }

  get state() {
    return { inFlight: this.inFlight, lagMs: Math.round(this.lagMs), shed: this.shed };
  }
}
