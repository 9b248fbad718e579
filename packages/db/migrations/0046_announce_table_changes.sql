-- Custom SQL migration file, put your code below! --
-- Tables announce their changes on one channel, with the table's name: each node keeps the totals of the lists it
-- counted until a table they read changes (packages/kit/src/resource/totals.ts), whoever changes it (another node,
-- a public form, a webhook, a module's own SQL, psql). Once per statement, not per row; NOTIFY folds identical
-- payloads of one transaction into one. The tables are those resource lists count, and those their owner rules read.
CREATE FUNCTION announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'academic_calendar_days', 'academic_calendars', 'academic_years', 'admin_users', 'ams_centre_allocations',
    'ams_centre_categories', 'ams_cycles', 'ams_first_audits', 'ams_holidays', 'ams_managers', 'ams_visits',
    'ams_zones', 'announcements', 'audit_categories', 'audit_evidence', 'audit_parameters', 'audit_sub_categories',
    'b2s_targets', 'bank_details', 'bus_route_students', 'bus_routes', 'bus_stops', 'calendar_events',
    'cctv_documents', 'centre_audits', 'cities', 'class_groups', 'class_teachers', 'class_works', 'classes',
    'comm_opt_outs', 'comm_templates', 'concession_types', 'curriculum_days', 'curriculum_kit2_amounts',
    'curriculum_weeks', 'dashboards', 'day_incidents', 'day_late_pickup_settings', 'day_medications',
    'day_one_time_pickups', 'day_pickups', 'day_ratios', 'dynamic_modules', 'enquiries', 'enquiry_follow_ups',
    'enquiry_stages', 'escort_vendor_documents', 'escort_vendors', 'fee_heads', 'fee_plans', 'fee_settings',
    'fee_types', 'franchisees', 'general_audit_types', 'general_diaries', 'grade_levels', 'grade_scales',
    'health_remarks', 'homework', 'homework_submissions', 'instagram_posts', 'kit_allocations', 'kit_mappings',
    'lead_allocation_rules', 'learning_folders', 'learning_themes', 'log_book_topics', 'log_books', 'photo_albums',
    'pincodes', 'products', 'report_publish_settings', 'role_widgets', 'roles', 'sections', 'service_categories',
    'services', 'skill_assignments', 'skill_parameters', 'skills', 'sop_documents', 'sop_folders', 'staff',
    'staff_attendance', 'staff_documents', 'staff_leaves', 'student_admissions', 'student_destination_assignments',
    'student_photos', 'students', 'sub_skills', 'subject_diaries', 'system_end_points', 'tax_settings',
    'teacher_assessments', 'teacher_enrollments', 'teacher_modules', 'terms', 'ticket_matrix', 'tickets',
    'training_topics', 'uniform_apparel_mappings', 'vehicle_challans', 'vehicle_destination_assignments',
    'vehicle_fitness', 'vehicle_fuel', 'vehicle_insurance', 'vehicle_loans', 'vehicle_maintenance',
    'vehicle_pollution', 'vehicle_repairs', 'vehicle_road_tax', 'vehicle_settings', 'vehicle_staff', 'vehicles',
    'warehouse_pincodes', 'warehouses', 'webhook_sources', 'wow_kit_boms'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER announce_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION announce_change()', t);
  END LOOP;
END;
$$;
