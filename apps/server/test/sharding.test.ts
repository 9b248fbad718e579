import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

/**
 * Ready for sharding by centre (docs/sharding.md): every table holding a centre's data carries `franchisee_id`,
 * the distribution column. A table without it is named here as what it is, or the test fails.
 */

/** Network masters every centre reads: Citus reference tables, copied to every node. */
const REFERENCE = [
  'academic_years', 'audit_categories', 'audit_parameters', 'audit_sub_categories', 'cities', 'class_groups',
  'classes', 'comm_templates', 'curriculum_days', 'curriculum_kit2_amounts',
  'curriculum_versions', 'curriculum_weeks', 'dashboards', 'day_ratios', 'dynamic_modules', 'enquiry_stages',
  'fee_heads', 'fee_types', 'franchisees', 'general_audit_types', 'grade_levels', 'grade_scales', 'kit_mapping_items',
  'kit_mappings', 'learning_folders', 'learning_themes', 'log_book_topics', 'products', 'role_dashboards',
  'role_end_points', 'role_widgets', 'service_categories', 'services', 'skill_assignments', 'skill_parameters',
  'skills', 'sop_documents', 'sop_folders', 'sop_section_versions', 'sop_sections', 'sub_skills',
  'system_end_points', 'tax_settings', 'terms', 'uniform_apparel_mappings', 'wow_kit_bom_items', 'wow_kit_boms',
  'assessment_questions', 'teacher_assessments', 'teacher_modules', 'training_topics', 'trainings',
  'training_trainers', 'training_online_meetings', 'meeting_references', 'warehouses', 'warehouse_pincodes', 'stock',
  'ticket_matrix', 'instagram_posts', 'whatsapp_templates', 'competency_indicators',
]; // prettier-ignore

/** Head office's and the installation's own rows, and accounts (which span centres): local to the coordinator. */
const NETWORK = [
  'ams_category_weights', 'ams_centre_categories', 'ams_cycles', 'ams_holidays', 'ams_managers', 'ams_zones',
  'attempt_counters', 'day_secrets', 'jobs', 'training_reminders',
  'notification_preferences', 'notification_secrets', 'otp_requests', 'outbox', 'payment_test_secrets',
  'payment_webhook_events', 'push_subscriptions', 'sessions', 'sign_in_attempts', 'user_roles',
  'consent_codes', 'privacy_settings', 'access_log', 'breaches', 'retention_rules',
  'retention_runs', 'queued_writes', 'room_device_pins', 'whatsapp_opt_ins',
  'whatsapp_webhook_events',
  'dev_prospects', 'dev_prospect_stages', 'dev_follow_ups', 'dev_territories', 'dev_reservations', 'dev_disclosures',
  'dev_acknowledgements', 'dev_launch_template', 'dev_token_payments', 'dev_token_webhook_events', 'health_weights',
  'register_rules',
]; // prettier-ignore

/** Child rows reached through a parent that carries `franchisee_id`: table → [column, parent]. */
const CHILDREN: Record<string, [string, string]> = {
  announcement_reads: ['announcement_id', 'announcements'],
  message_reads: ['message_id', 'thread_messages'],
  ticket_attachments: ['ticket_id', 'tickets'],
  photo_children: ['photo_id', 'photos'],
  privacy_request_events: ['request_id', 'privacy_requests'],
};

describe('tables and the distribution column', () => {
  let t: TestApp;
  let tables: { name: string; centre: boolean }[];
  beforeAll(async () => {
    t = await startTestApp();
    const res = (await t.db.db.execute(sql`
      select t.table_name as name, exists (select 1 from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'franchisee_id') as centre
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`)) as unknown as {
      rows: { name: string; centre: boolean }[];
    };
    tables = res.rows;
  });
  afterAll(() => t.close());

  it('names every table without franchisee_id as a master, a network table or a child of a centre row', () => {
    const named = new Set([...REFERENCE, ...NETWORK, ...Object.keys(CHILDREN)]);
    const unnamed = tables.filter((x) => !x.centre && !named.has(x.name)).map((x) => x.name);
    expect(unnamed, 'add franchisee_id, or name the table in sharding.test.ts and docs/sharding.md').toEqual([]);
  });

  it('keeps the lists true: each named table exists without franchisee_id, and each child’s parent has it', () => {
    const byName = new Map(tables.map((x) => [x.name, x.centre]));
    for (const name of [...REFERENCE, ...NETWORK, ...Object.keys(CHILDREN)]) expect(byName.get(name), name).toBe(false);
    for (const [, parent] of Object.values(CHILDREN)) expect(byName.get(parent), parent).toBe(true);
  });
});
