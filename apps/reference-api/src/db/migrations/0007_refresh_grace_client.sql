-- The client (address and user agent, hashed) that spent a refresh token: only it gets the same new pair again
-- within the grace window; a copy presented by any other client is a reuse (docs/decisions/abuse.md).
ALTER TABLE tokens ADD COLUMN successor_client text;
