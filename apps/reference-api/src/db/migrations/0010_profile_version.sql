-- Every save of a profile makes it one version newer; a save that names an older version is refused (409), so a
-- second tab or device never silently overwrites what was saved after its form was filled.
ALTER TABLE profiles ADD COLUMN version integer NOT NULL DEFAULT 1;
