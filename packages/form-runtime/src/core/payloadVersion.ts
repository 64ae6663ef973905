/**
 * The payload schema version this engine understands. A payload that declares a higher `schema_version` was
 * written for a newer engine; the form follows its evolution policy.
 */
export const PAYLOAD_SCHEMA_VERSION = 1;
