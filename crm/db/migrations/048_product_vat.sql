-- Issue 23 (docs/fiscal.md «VAT per product»): a product's own VAT rate for its receipt positions;
-- null takes the shop type's default (fiscal_settings.default_vat). Values as ATOL's `tax.type`
-- (schema/vat.ts), which now also names the calculated rates (5/105 … 22/122) and 22 %; the
-- default's CHECK takes the same list. The /api product shape does not carry it.
ALTER TABLE products ADD COLUMN vat text
  CHECK (vat IN ('none', 'vat0', 'vat5', 'vat7', 'vat10', 'vat20', 'vat22',
                 'vat105', 'vat107', 'vat110', 'vat120', 'vat122'));

ALTER TABLE fiscal_settings DROP CONSTRAINT fiscal_settings_default_vat_check;
ALTER TABLE fiscal_settings ADD CONSTRAINT fiscal_settings_default_vat_check
  CHECK (default_vat IN ('none', 'vat0', 'vat5', 'vat7', 'vat10', 'vat20', 'vat22',
                         'vat105', 'vat107', 'vat110', 'vat120', 'vat122'));
