-- The payment page is public, so its address must not be guessable: each payment gets a 256-bit random token
-- and the page is reached by that token, never by the sequential id.
ALTER TABLE payments ADD COLUMN token text;
CREATE UNIQUE INDEX payments_token_key ON payments (token);
