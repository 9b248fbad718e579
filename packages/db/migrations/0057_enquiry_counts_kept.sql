-- Custom SQL migration file, put your code below! --
-- Enquiries counted per centre, year and type, by stage and by source, kept as enquiries are written: every
-- statement that inserts, updates or deletes enquiries adds its rows' change (new rows counted in, old rows out,
-- an update that moves neither stage nor source changes nothing), so the counts stay exact under concurrent writes
-- (each key is a row that its writers update in one order). The network's dashboards read these instead of the rows.
INSERT INTO "enquiry_counts" ("franchisee_id", "academic_year_id", "enquiry_type", "dimension", "value", "n")
SELECT e."franchisee_id", e."academic_year_id", e."enquiry_type", d.dimension, d.value, count(*)
  FROM "enquiries" e, LATERAL (VALUES ('stage', e."stage"), ('source', e."source")) AS d(dimension, value)
 GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE FUNCTION enquiry_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO enquiry_counts AS c (franchisee_id, academic_year_id, enquiry_type, dimension, value, n)
    SELECT r.franchisee_id, r.academic_year_id, r.enquiry_type, d.dimension, d.value, count(*)
      FROM new_rows r, LATERAL (VALUES ('stage', r.stage), ('source', r.source)) AS d(dimension, value)
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (franchisee_id, academic_year_id, enquiry_type, dimension, value) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO enquiry_counts AS c (franchisee_id, academic_year_id, enquiry_type, dimension, value, n)
    SELECT r.franchisee_id, r.academic_year_id, r.enquiry_type, d.dimension, d.value, -count(*)
      FROM old_rows r, LATERAL (VALUES ('stage', r.stage), ('source', r.source)) AS d(dimension, value)
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (franchisee_id, academic_year_id, enquiry_type, dimension, value) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO enquiry_counts AS c (franchisee_id, academic_year_id, enquiry_type, dimension, value, n)
    SELECT m.franchisee_id, m.academic_year_id, m.enquiry_type, d.dimension, d.value, sum(m.n)
      FROM (SELECT franchisee_id, academic_year_id, enquiry_type, stage, source, 1 AS n FROM new_rows
            UNION ALL
            SELECT franchisee_id, academic_year_id, enquiry_type, stage, source, -1 AS n FROM old_rows) m,
           LATERAL (VALUES ('stage', m.stage), ('source', m.source)) AS d(dimension, value)
     GROUP BY 1, 2, 3, 4, 5
    HAVING sum(m.n) <> 0
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (franchisee_id, academic_year_id, enquiry_type, dimension, value) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION enquiry_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM enquiry_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER enquiries_counted_in AFTER INSERT ON enquiries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enquiry_counts_keep();
--> statement-breakpoint
CREATE TRIGGER enquiries_counted_again AFTER UPDATE ON enquiries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enquiry_counts_keep();
--> statement-breakpoint
CREATE TRIGGER enquiries_counted_out AFTER DELETE ON enquiries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enquiry_counts_keep();
--> statement-breakpoint
CREATE TRIGGER enquiries_counts_cleared AFTER TRUNCATE ON enquiries
  FOR EACH STATEMENT EXECUTE FUNCTION enquiry_counts_clear();
