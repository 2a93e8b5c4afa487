import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Each component test starts on an empty page: what a test rendered is unmounted after it.
afterEach(() => {
  cleanup();
});
