-- Bulk import takes HPAs and people too (issue 46 item 2; docs/decisions/086-bulk-import.md): the
-- import's kind may be an HPA (an FCP's, keyed by mobile) or a person (the super admin's).
ALTER TABLE bulk_import DROP CONSTRAINT bulk_import_kind_check;
ALTER TABLE bulk_import ADD CONSTRAINT bulk_import_kind_check CHECK (kind IN ('outlet', 'hpa', 'person'));
