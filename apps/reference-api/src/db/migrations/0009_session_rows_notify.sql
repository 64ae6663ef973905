-- Every instance keeps the sessions it has looked up (token → user and profile) in memory. A change to a row such a
-- lookup reads is announced on ceremony_session_rows at commit, whichever instance or tool made it, so every
-- instance drops what it kept. Inserts are left out: a kept lookup only ever holds rows that already existed.
CREATE FUNCTION notify_session_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ceremony_session_rows', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER tokens_session_rows AFTER UPDATE OR DELETE ON tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();
CREATE TRIGGER tokens_session_rows_truncate AFTER TRUNCATE ON tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();
CREATE TRIGGER users_session_rows AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();
CREATE TRIGGER users_session_rows_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();
CREATE TRIGGER profiles_session_rows AFTER UPDATE OR DELETE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();
CREATE TRIGGER profiles_session_rows_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();
CREATE TRIGGER profile_links_session_rows AFTER UPDATE OR DELETE ON profile_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();
CREATE TRIGGER profile_links_session_rows_truncate AFTER TRUNCATE ON profile_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();
