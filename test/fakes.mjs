// Fakes of the outside services, served by the test runner (there is no network in tests).
// Each answers under /fake/…; tests point the elements' endpoints there.
export async function fakeServices(ctx, next) {
  if (!ctx.path.startsWith('/fake/')) return next();
  if (ctx.path === '/fake/log') {
    // Debugging aid: a page that hangs never flushes its console; this reaches the terminal at once.
    console.log('[page]', ctx.query.m);
    ctx.body = '';
    return;
  }
  if (ctx.path === '/fake/echo') {
    ctx.type = 'json';
    ctx.body = { method: ctx.method, query: ctx.query };
    return;
  }
  return next();
}
