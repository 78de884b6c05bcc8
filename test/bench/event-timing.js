// The interaction benchmark's Event Timing probe (issue 38), shared by the accordion pages' harness
// (test/bench/harness.js, ?mode=interact) and the site's pages (scripts/perf/bench/site.mjs, which
// installs it in every page it opens with page.evaluateOnNewDocument, so no page is edited for it).
//
// eventTiming() starts a PerformanceObserver of 'event' entries (durationThreshold 16, the smallest
// the API allows, as web-vitals uses for INP; buffered, so the entries that came before it count too)
// and returns what the driver reads between two of its actions, never while one is being measured.
//
// It must stay self-contained (nothing from outside its own body): the site's driver sends its source
// text into the page (`(${eventTiming})()`), where the rest of this module does not exist.
export function eventTiming() {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('event')) throw new Error('this browser has no Event Timing');
  /** Every 'event' entry of 16 ms or more, as plain data. An interactionId of 0 is no interaction (hover, a drop). */
  const entries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { name, interactionId, startTime, duration, processingStart, processingEnd } = entry;
      entries.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  /**
   * Entries of one interaction as INP counts it: the latency is the largest duration among them (as
   * web-vitals). The longest entry's frame (entries whose end is within 8 ms of its end: Event Timing
   * rounds durations to 8 ms) splits the latency as web-vitals' attribution does: input delay up to
   * the first handler, processing from the first handler's start to the last one's end, presentation
   * delay from there to the next paint. null when there is no entry (an interaction under 16 ms).
   */
  const summarize = (group) => {
    if (!group.length) return null;
    const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
    const end = longest.startTime + longest.duration;
    const frame = group.filter((entry) => Math.abs(entry.startTime + entry.duration - end) <= 8);
    const firstStart = Math.min(...frame.map((entry) => entry.processingStart));
    const lastEnd = Math.max(...frame.map((entry) => entry.processingEnd));
    return {
      interactionId: longest.interactionId,
      duration: longest.duration,
      inputDelay: firstStart - Math.min(...frame.map((entry) => entry.startTime)),
      processing: lastEnd - firstStart,
      presentationDelay: Math.max(0, end - lastEnd),
      events: group.map((entry) => `${entry.name} ${Math.round(entry.duration)}`).join(', '),
    };
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const lastInteractionId = () => Math.max(0, ...entries.map((entry) => entry.interactionId));

  return {
    entries,
    lastInteractionId,
    /**
     * The interaction that came after `afterId` (lastInteractionId() before the action), once the entry
     * of its last event has come: a click (a tap's comes a task after its pointerup) or a keyup. Each
     * comes after the frame that follows its handlers, and not at all under 16 ms: so 5 s at most, and
     * 2 s at most once an entry of the interaction has come. Should the action have made more than
     * one interaction, the one with the longest entry, grouped by its interactionId. null without an entry.
     */
    async interaction(afterId) {
      const after = () => entries.filter((entry) => entry.interactionId > afterId);
      const started = performance.now();
      let firstAt;
      while (!after().some((entry) => entry.name === 'click' || entry.name === 'keyup')) {
        if (firstAt === undefined && after().length) firstAt = performance.now();
        if (performance.now() - started > 5000 || performance.now() - (firstAt ?? Infinity) > 2000) break;
        await sleep(50);
      }
      if (!after().length) return null;
      const worst = after().reduce((a, b) => (b.duration > a.duration ? b : a));
      return summarize(after().filter((entry) => entry.interactionId === worst.interactionId));
    },
    /**
     * The entries named `names` that started at or after `since` (performance.now() before the action),
     * as one interaction, for an event the browser gives no interactionId (a file dropped on the page);
     * waits 5 s at most for the first. null without an entry.
     */
    async eventsSince(since, names) {
      const picked = () => entries.filter((entry) => entry.startTime >= since && names.includes(entry.name));
      for (const waitUntil = performance.now() + 5000; !picked().length && performance.now() < waitUntil; ) await sleep(50);
      return summarize(picked());
    },
  };
}
