-- What a server instance may keep of a session between requests (issue 28, decision 051): every
-- change that can end a session or change the person it carries (a sign-out, a revocation, an
-- expiry moved, a person deactivated, deleted, or edited) notifies the channel app_session_changed
-- in the same transaction, from the database itself, so a change made by any instance, by a
-- script or by Heroku Connect's sync is heard alike. Every pooled connection of every instance
-- LISTENs, and a cached session is used for an answer only if no notification reached the
-- connection that ran the answer's statements (server/auth/sessionCache.ts). One notification
-- per statement (FOR EACH STATEMENT), with no payload: PostgreSQL folds the repeats of a
-- transaction into one.
CREATE FUNCTION app_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_session_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER app_session_changed AFTER UPDATE OR DELETE OR TRUNCATE ON app_session
  FOR EACH STATEMENT EXECUTE FUNCTION app_session_changed();
CREATE TRIGGER app_session_changed AFTER UPDATE OR DELETE OR TRUNCATE ON account
  FOR EACH STATEMENT EXECUTE FUNCTION app_session_changed();
CREATE TRIGGER app_session_changed AFTER UPDATE OR DELETE OR TRUNCATE ON product_user__c
  FOR EACH STATEMENT EXECUTE FUNCTION app_session_changed();
