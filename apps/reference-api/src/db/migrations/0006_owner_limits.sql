-- Strangers must not keep an owner out (docs/decisions/abuse.md).
-- Networks (IPv4 /24, IPv6 /64) an account signed in from: the owner's usual networks skip the stranger limits.
CREATE TABLE known_clients (
  mobile text NOT NULL,
  prefix text NOT NULL,
  last_seen bigint NOT NULL,
  PRIMARY KEY (mobile, prefix)
);
-- Wrong tries against one code from one network: a network that used its tries is done with that code, the
-- owner's network keeps its own.
CREATE TABLE otp_code_wrong (
  code_id integer NOT NULL REFERENCES otp_codes (id) ON DELETE CASCADE,
  prefix text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  PRIMARY KEY (code_id, prefix)
);
-- SMS actually sent to a number on behalf of strangers in the current hour (requests over the cap send nothing).
ALTER TABLE otp_guards
  ADD COLUMN sms_window_start bigint NOT NULL DEFAULT 0,
  ADD COLUMN sms_in_window integer NOT NULL DEFAULT 0;
