-- Uploaded files kept in the database itself, so every instance on it serves every upload. One row per chunk:
-- a file is written and read a chunk at a time, never held whole in memory. Photos and audio are already
-- compressed, so the chunks are stored without TOAST compression.
CREATE TABLE upload_blobs (
  path text NOT NULL,
  seq integer NOT NULL CHECK (seq >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (path, seq)
);
ALTER TABLE upload_blobs ALTER COLUMN data SET STORAGE EXTERNAL;
