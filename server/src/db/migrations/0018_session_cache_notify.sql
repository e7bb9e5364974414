-- hand-written
-- Every write that can change what a session resolves to (services/sessions.ts: the session, its
-- user, the user's department, roles, permissions and data authority) notifies auth_changed, so
-- that every server instance drops the sessions it has cached (services/session-cache.ts).
-- The sliding expiry and a new session notify no one: neither changes a cached session.
CREATE OR REPLACE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_changed_sessions_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_sessions_delete AFTER DELETE ON sessions FOR EACH ROW
  WHEN (OLD.ended_at IS NULL) EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_users_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.account, OLD.name, OLD.enabled, OLD.dept_id, OLD.email, OLD.phone)
    IS DISTINCT FROM (NEW.account, NEW.name, NEW.enabled, NEW.dept_id, NEW.email, NEW.phone))
  EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_users_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_sessions_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_users_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_departments AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_roles AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_role_permissions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_user_roles AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_role_data_authority AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_data_authority FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_user_data_authority AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_data_authority FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
