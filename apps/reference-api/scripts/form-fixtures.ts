// Writes the seeded forms for form-runtime's Storybook (one story per form). Run after changing the initial data:
// pnpm --filter @ceremony/reference-api fixtures:forms   (a test fails while the file is stale)
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FORM_FIXTURES_PATH, formFixturesText } from "../src/marketplace/initial/formFixtures";

const repo = fileURLToPath(new URL("../../../", import.meta.url));
writeFileSync(`${repo}${FORM_FIXTURES_PATH}`, formFixturesText());
console.log(`wrote ${FORM_FIXTURES_PATH}`);
