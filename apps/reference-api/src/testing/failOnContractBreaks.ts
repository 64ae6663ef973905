import { afterAll, afterEach } from "vitest";
import { takeContractBreaks } from "./contractAnswers";

function failOnBreaks(): void {
  const found = takeContractBreaks();
  if (found.length === 0) return;
  const lines = found.map((b) => `${b.call}\n  ${b.problems.join("\n  ")}\n  ${b.body}`);
  throw new Error(`answers outside the contract (openapi/provider-api.yaml):\n${lines.join("\n")}`);
}

// Vitest setup file: a test during which the server answered outside the contract fails, even when the test
// itself only looked at part of the answer.
afterEach(failOnBreaks);
afterAll(failOnBreaks);
