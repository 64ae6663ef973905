// Installed before React loads (page.addInitScript): counts function and class components that rendered in each
// commit, the same way for every engine. A subtree whose child pointer equals its alternate's was not visited in
// this render, so it is skipped; a visited component that rendered carries the PerformedWork flag (1).
(() => {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const state = { rendered: 0, commits: 0 };
  window.__renderCount = state;
  const walk = (fiber) => {
    let node = fiber;
    while (node) {
      if (COMPONENT_TAGS.has(node.tag) && (node.flags & 1) === 1) state.rendered += 1;
      const skip = node.alternate !== null && node.child === node.alternate.child;
      if (node.child && !skip) walk(node.child);
      node = node.sibling;
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      state.commits += 1;
      walk(root.current.child);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
})();
