-- An invoice voided (by staff, or at Stripe through its webhook) or removed (a Stripe creation that failed) gives its
-- expenses back, as it gives its time back (migration 0019): approved and unbilled again, whichever path changed the
-- invoice (docs/decisions/0119-invoicing-expenses.md).
CREATE FUNCTION expenses_release_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expenses
     SET status = 'approved', invoice_id = NULL, invoice_item_id = NULL, billed_amount_minor = NULL, updated_at = now()
   WHERE invoice_id = OLD.id;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_void_releases_expenses AFTER UPDATE OF status ON invoices
  FOR EACH ROW WHEN (NEW.status = 'void' AND OLD.status <> 'void') EXECUTE FUNCTION expenses_release_invoice();--> statement-breakpoint
CREATE TRIGGER invoices_delete_releases_expenses BEFORE DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION expenses_release_invoice();
--> statement-breakpoint
-- An expense's receipts go with it, as every attachable record's files do (migration 0017), whichever way it is deleted.
CREATE TRIGGER expenses_delete_files AFTER DELETE ON expenses REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION delete_attached_files('expense');
