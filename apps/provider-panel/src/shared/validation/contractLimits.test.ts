import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTRACT_LIMITS } from "./contractLimits";
import { nameError } from "./identityRules";
import { validateReply, validateTicket } from "./ticketRules";

// The test runs from the package (pnpm --filter) or from the repository root.
const contractPath = ["../../openapi/provider-api.yaml", "openapi/provider-api.yaml"]
  .map((p) => join(process.cwd(), p))
  .find((p) => existsSync(p));
if (!contractPath) throw new Error("openapi/provider-api.yaml not found from the working directory");
const yaml = readFileSync(contractPath, "utf8");

/** The text of one component schema (its indented block under `components.schemas`). */
function schemaBlock(name: string): string {
  const start = yaml.indexOf(`\n    ${name}:\n`);
  if (start < 0) throw new Error(`no schema ${name}`);
  const rest = yaml.slice(start + 1);
  const end = rest.slice(1).search(/\n {4}\S/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

/** maxLength of a schema, or of one inline property of it. */
function maxLength(schema: string, property?: string): number {
  const block = schemaBlock(schema);
  const text = property ? (new RegExp(`\\n\\s+${property}: \\{[^}]*\\}`).exec(block)?.[0] ?? "") : block;
  const m = /maxLength: (\d+)/.exec(text);
  if (!m) throw new Error(`no maxLength for ${schema}.${property ?? ""}`);
  return Number(m[1]);
}

describe("the forms' limits match the contract", () => {
  it("reads every limit from openapi/provider-api.yaml", () => {
    expect(CONTRACT_LIMITS.ticketSubject).toBe(maxLength("CreateTicketRequest", "subject"));
    expect(CONTRACT_LIMITS.ticketDescription).toBe(maxLength("CreateTicketRequest", "description"));
    expect(CONTRACT_LIMITS.ticketReply).toBe(maxLength("ReplyTicketRequest", "message"));
    expect(CONTRACT_LIMITS.password).toBe(maxLength("Password"));
    expect(CONTRACT_LIMITS.password).toBe(maxLength("RemovePasswordRequest", "old_password"));
  });

  it("refuses a name, subject, description or reply the server would refuse", () => {
    const name = "ا".repeat(maxLength("PersonName"));
    expect(nameError(name)).toBeUndefined();
    expect(nameError(`${name}ب`)).toBeDefined();
    expect(
      validateTicket({ subject: "ا".repeat(CONTRACT_LIMITS.ticketSubject + 1), description: "x" }).subject,
    ).toBeDefined();
    expect(
      validateTicket({ subject: "x", description: "ا".repeat(CONTRACT_LIMITS.ticketDescription + 1) })
        .description,
    ).toBeDefined();
    expect(validateReply({ message: "ا".repeat(CONTRACT_LIMITS.ticketReply + 1) }).message).toBeDefined();
    expect(validateTicket({ subject: "x", description: "y" })).toEqual({});
  });
});
