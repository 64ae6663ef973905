-- The name a file had on the uploader's device, so a reopened form lists it by that name (issue 26 item 10).
ALTER TABLE uploads ADD COLUMN original_name text;
