// Writes server-form.schema.json from the engine's valibot schemas. Usage: pnpm --filter @ceremony/form-runtime schema:write
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PAYLOAD_SCHEMA_FILE, payloadJsonSchemaText } from "../src/schema/payloadJsonSchema";

const target = fileURLToPath(new URL(`../${PAYLOAD_SCHEMA_FILE}`, import.meta.url));
writeFileSync(target, payloadJsonSchemaText());
console.log(`wrote ${target}`);
