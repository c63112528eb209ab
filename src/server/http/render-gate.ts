import type { ServerResponse } from 'node:http';

/** The longest a render holds its place: a page takes a fraction of a second to render. */
const HOLD_MS = 20_000;

/** thrown by `runQueued` and `runDetached` when their line is full */
export const RENDER_LINE_FULL = new Error('The render line is full');

/**
 * At most `limit` page renders at once in this process; the others wait their turn in arrival
 * order. Without it every accepted request renders at once and React's renders interleave at each
 * await: under load each of them takes as long as all of them together (processor sharing), and
 * the slowest wait several times the average. In turn, a render starts late but runs through at
 * the speed of a few, and fewer renders hold their trees in memory at once. Refreshes of stale
 * pages, which no shopper waits for, get a place only when no page request waits (`runDetached`).
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** work that answers no request (refreshes): given a place only when no request waits */
  private readonly background: (() => void)[] = [];

  /**
   * @param limit renders at once
   * @param maxWaiting renders waiting at most; a request beyond them is refused (`run` answers
   *   false) rather than waiting seconds behind them
   * @param maxRefreshesWaiting refreshes (`runDetached`) waiting at most: more stale pages than
   *   this at once keep answering as they are
   */
  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Infinity,
    private readonly maxRefreshesWaiting = 8,
  ) {}

  /**
   * Runs `render` when a place is free, and frees the place when the response has been ended
   * ('prefinish': written, whether or not the client has read it yet), its connection closed, or
   * after `HOLD_MS` at most (a render paused by a client that does not read). A request whose
   * client left while it waited is not rendered. False at once when the line is full (nothing
   * rendered).
   */
  run(res: ServerResponse, render: () => unknown): boolean {
    if (this.running >= this.limit && this.waiting.length >= this.maxWaiting) return false;
    void this.runWhenFree(res, render);
    return true;
  }

  private async runWhenFree(res: ServerResponse, render: () => unknown): Promise<void> {
    const free = await this.place();
    // the client left while it waited: the place goes to the next in line
    if (res.destroyed || res.writableEnded) return free();
    res.once('prefinish', free);
    res.once('close', free);
    try {
      await render();
    } catch {
      // the render's own error handling answers the request; its place is free again
      free();
    }
  }

  /**
   * Runs the render of a request's page (`work`, which answers nothing itself: the page store's
   * miss) in the requests' line, and frees the place when it settles. A request answered from
   * memory or the page store never waits here. Rejects at once with RENDER_LINE_FULL, running
   * nothing, when the line is full.
   */
  async runQueued<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit && this.waiting.length >= this.maxWaiting) throw RENDER_LINE_FULL;
    const free = await this.place();
    try {
      return await work();
    } finally {
      free();
    }
  }

  /**
   * Runs `work` that answers no request of its own (a stale page's refresh, whose shopper got the
   * stored page at once) when a place is free and no request waits for one, and frees the place
   * when it settles (or after `HOLD_MS`). Rejects at once, running nothing, when
   * `maxRefreshesWaiting` such jobs wait already. Unlimited, refreshes rendered side by side with
   * the gated pages: when many stored pages expired together, a busy worker lagged and refused
   * requests (issue 21). Behind the requests, a worker that always has pages waiting refreshes
   * nothing: its stale pages answer until a catalogue or content change drops them.
   */
  async runDetached<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit && this.background.length >= this.maxRefreshesWaiting)
      throw RENDER_LINE_FULL;
    const free = await this.place(this.background);
    try {
      return await work();
    } finally {
      free();
    }
  }

  /** Waits for a place; answers how to free it (once, and by itself after `HOLD_MS` at the latest). */
  private async place(line = this.waiting): Promise<() => void> {
    await this.acquire(line);
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      clearTimeout(holding);
      this.release();
    };
    const holding = setTimeout(free, HOLD_MS).unref();
    return free;
  }

  private acquire(line: (() => void)[]): Promise<void> | void {
    if (this.running < this.limit) {
      this.running++;
      return;
    }
    // the place is handed over by release(): counted for the waiter already
    return new Promise<void>((resolve) => line.push(resolve));
  }

  private release(): void {
    const nextInLine = this.waiting.shift() ?? this.background.shift();
    if (nextInLine) nextInLine();
    else this.running--;
  }

  get state() {
    return { running: this.running, waiting: this.waiting.length, refreshes: this.background.length };
  }
}
