import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// The router resets the scroll on each navigation; jsdom lays nothing out and prints every call as unimplemented.
window.scrollTo = () => undefined;

// CI runs the suites in parallel on two cores: a screen that answers within a second on a quiet machine can take
// longer there, and a finder that gives up early fails a test that is right.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
