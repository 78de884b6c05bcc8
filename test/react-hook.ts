/**
 * React's commits, watched as React DevTools watches them: through the global hook React looks for
 * when its code is evaluated. Call it before any code of the library is imported (a test file that
 * imports the library dynamically, after this); the library itself neither reads nor needs the hook.
 */
export function watchReactCommits(on: {
  /** A commit, before its effects have run (`root`: React's FiberRoot). */
  commit?: (root: unknown) => void;
  /** After a commit's effects have run. */
  afterEffects?: (root: unknown) => void;
}): void {
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      setStrictMode() {},
      onCommitFiberRoot: (_id: number, root: unknown) => on.commit?.(root),
      onPostCommitFiberRoot: (_id: number, root: unknown) => on.afterEffects?.(root),
    },
  });
}
