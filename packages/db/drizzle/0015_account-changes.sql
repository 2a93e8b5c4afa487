-- Every change of an account or its course, by any process (an API, the desk's command line, a script),
-- names the account on this channel once the transaction commits: each API process forgets the right
-- it keeps for that account, so a revoked course takes effect at once, not at the end of the right session.
CREATE OR REPLACE FUNCTION awd_announce_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('awd_account_changed', OLD.subject); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.subject IS DISTINCT FROM OLD.subject) THEN
    PERFORM pg_notify('awd_account_changed', NEW.subject);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER accounts_announce_change AFTER INSERT OR UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION awd_announce_account_change();--> statement-breakpoint
CREATE TRIGGER subscriptions_announce_change AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION awd_announce_account_change();
