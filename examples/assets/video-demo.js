/**
 * Demo page of nl-video (src/elements/video/nl-video.example.html). No inline script (the site runs under
 * CSP default-src 'self'). It lists the page's nl-video-play, nl-video-pause, nl-video-ended and
 * nl-load-error events, with their detail, in #video-log. Texts go in with textContent only.
 * The page's YouTube player is the stand-in /assets/youtube-standin.js (loaded by the page itself).
 */
import { addToLog, code } from './event-log.js';

const MAX = 8;
const log = document.getElementById('video-log');

function record(event) {
  const detail = { ...event.detail };
  // The stand-in counts in quarter seconds; a real player in fractions of a second.
  if (typeof detail.time === 'number') detail.time = Math.round(detail.time * 10) / 10;
  addToLog(log, [code(event.type), ' ', code(JSON.stringify(detail))], MAX);
}

for (const name of ['nl-video-play', 'nl-video-pause', 'nl-video-ended', 'nl-load-error']) document.addEventListener(name, record);
