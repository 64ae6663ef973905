-- The demo accounts were seeded with 28-character shebas (IR + 26 digits), which no form accepts. Databases seeded
-- before the fix get the same valid shebas the seed now writes (IR + 24 digits with a valid mod-97 checksum); only
-- the exact old demo values are touched, and on a fresh database (seeded after migrations) nothing matches.
UPDATE profiles SET shaba = 'IR330620000000100324200001' WHERE shaba = 'IR30062960000000100324200001';
UPDATE profiles SET shaba = 'IR110170000000123456789001' WHERE shaba = 'IR22017000000000123456789001';
UPDATE profiles SET shaba = 'IR880120000000999888777001' WHERE shaba = 'IR33012000000000999888777001';
UPDATE profiles SET shaba = 'IR330540000000777888999001' WHERE shaba = 'IR28054000000000777888999001';
UPDATE mk_link_requests SET fields = jsonb_set(fields, '{e9007_sheba}', '"IR490570000000000000000001"')
  WHERE fields ->> 'e9007_sheba' = 'IR500570000000000000000001';
UPDATE mk_link_requests SET fields = jsonb_set(fields, '{e9007_sheba}', '"IR220570000000000000000002"')
  WHERE fields ->> 'e9007_sheba' = 'IR500570000000000000000002';
