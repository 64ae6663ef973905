-- A legal profile's pic is a file list (spec: "pic (file list)", a multiple-files field in LEGAL_FORM): keep every
-- path, not only the first. Existing single paths become one-element lists.
ALTER TABLE mk_link_requests ALTER COLUMN pic DROP DEFAULT;
ALTER TABLE mk_link_requests
  ALTER COLUMN pic TYPE jsonb USING (CASE WHEN pic = '' THEN '[]'::jsonb ELSE jsonb_build_array(pic) END);
ALTER TABLE mk_link_requests ALTER COLUMN pic SET DEFAULT '[]'::jsonb;
