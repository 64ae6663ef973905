-- The panel's origin a payment was started from, when it is an allowed one: the gateway returns the provider there
-- (where their session is) rather than to PUBLIC_URL. Empty = return to the payment page's own host.
ALTER TABLE payments ADD COLUMN return_origin text NOT NULL DEFAULT '';
