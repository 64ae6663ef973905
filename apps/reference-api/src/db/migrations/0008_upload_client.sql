-- The address each upload came from: bytes stored per address in a window are bounded as well as per user, since
-- one address can sign up many users (docs/decisions/abuse.md). Older rows have none and count for nobody.
ALTER TABLE uploads ADD COLUMN client text;
CREATE INDEX uploads_client ON uploads (client, created_at) WHERE client IS NOT NULL;
