// Which browser asked: the fakes keep their logs for every engine of a run on one server (npm test runs
// Chromium, then Firefox, on the same test server), so a log is read back for the browser reading it.
// The DevTools protocol's headers (Chromium's intercepted requests) are spelt as sent, Node's (the
// server, the proxy) in lower case.
export const userAgentOf = (headers = {}) => Object.entries(headers).find(([name]) => name.toLowerCase() === 'user-agent')?.[1] ?? '';
