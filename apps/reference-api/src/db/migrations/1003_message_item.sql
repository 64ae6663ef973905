-- A notification about a service item (a new request) names it, so the panel can open the request from it.
ALTER TABLE messages ADD COLUMN item_id integer;
ALTER TABLE messages ADD COLUMN item_form_id integer;
