-- Abuse limits (issue 12 items 1, 2, 3, 7).
-- Fixed-window counters shared by every instance: code requests per client and in total, UI log entries per client.
CREATE TABLE rate_buckets (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  hits integer NOT NULL
);
-- Growing delays for guessers: one row per client (wrong codes and passwords) and per number (wrong passwords).
CREATE TABLE guess_guards (
  key text PRIMARY KEY,
  wrong_tries integer NOT NULL DEFAULT 0,
  blocked_until bigint NOT NULL DEFAULT 0,
  last_wrong_at bigint NOT NULL DEFAULT 0
);
-- Wrong tries against one code: the code is burnt after OTP_MAX_WRONG (the number itself is never locked).
ALTER TABLE otp_codes ADD COLUMN wrong_tries integer NOT NULL DEFAULT 0;
-- The pair a refresh issued, encrypted with a key only the spent refresh token gives: a reuse within the grace
-- window answers it again instead of revoking the family (two tabs refreshing at once).
ALTER TABLE tokens ADD COLUMN successor text;
