/**
 * The alert's auto-hide timer: a countdown that can be held (paused) for several reasons at once
 * (the pointer is over the alert, focus is inside it) and resumes with the time that was left
 * when the last hold is released. A pause, not a reset: the alert stays on screen `duration` ms
 * in total, however often the user passes over it (react-hot-toast and Sonner behave the same).
 *
 * Uses the global setTimeout and Date.now at call time, so tests can fake both.
 */
export type Hold = 'hover' | 'focus';

/** The longest delay setTimeout keeps (2^31 - 1 ms). */
const MAX_DELAY = 2 ** 31 - 1;

export class Countdown {
  readonly #done: () => void;
  readonly #holds = new Set<Hold>();
  #running = false;
  #remaining = 0;
  #startedAt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(done: () => void) {
    this.#done = done;
  }

  /** Starts (or restarts) counting down `ms` from the full time. */
  start(ms: number): void {
    this.stop();
    this.#running = true;
    this.#remaining = ms;
    if (!this.#holds.size) this.#tick();
  }

  /** Stops without firing; a later start() begins again. */
  stop(): void {
    this.#clear();
    this.#running = false;
  }

  /** Holds or releases the countdown for one reason; it runs only while nothing holds it. */
  hold(reason: Hold, on: boolean): void {
    const wasHeld = this.#holds.size > 0;
    if (on) this.#holds.add(reason);
    else this.#holds.delete(reason);
    const held = this.#holds.size > 0;
    if (!wasHeld && held) this.#pause();
    else if (wasHeld && !held && this.#running) this.#tick();
  }

  get held(): boolean {
    return this.#holds.size > 0;
  }

  /** The time left in ms (counted to now while running). */
  get remaining(): number {
    if (this.#timer === undefined) return this.#remaining;
    return Math.max(0, this.#remaining - (Date.now() - this.#startedAt));
  }

  #tick(): void {
    this.#clear();
    this.#startedAt = Date.now();
    // setTimeout takes a 32-bit delay: a longer one (duration="1e308", or 30 days) would wrap round
    // and fire at once. Over 24.8 days is "stays" (test/hostile-input.test.ts).
    if (this.#remaining > MAX_DELAY) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#running = false;
      this.#done();
    }, Math.max(0, this.#remaining));
  }

  #pause(): void {
    if (this.#timer === undefined) return;
    this.#remaining = this.remaining;
    this.#clear();
  }

  #clear(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
