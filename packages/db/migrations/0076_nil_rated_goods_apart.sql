ALTER TABLE "family_sales" ADD COLUMN "nil_exempt_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Nil-rated and exempt goods (0 %) leave the taxable value of the sales already made: their lines keep their
-- value in the line's total, and the sale keeps it apart.
UPDATE "family_sales" s SET "nil_exempt_paise" = n.value, "subtotal_paise" = s."subtotal_paise" - n.value
FROM (SELECT "sale_id", sum("taxable_paise") AS value FROM "family_sale_lines" WHERE "gst_rate_bp" = 0 GROUP BY "sale_id") n
WHERE n."sale_id" = s."id";--> statement-breakpoint
UPDATE "family_sale_lines" SET "taxable_paise" = 0 WHERE "gst_rate_bp" = 0;
