CREATE TABLE "escort_vendor_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "escort_vendor_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"log_type" text NOT NULL,
	"data_id" integer NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_destination_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_destination_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"bus_route_id" integer NOT NULL,
	"pickup_stop_id" integer NOT NULL,
	"drop_stop_id" integer NOT NULL,
	"shift" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_destination_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_destination_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"franchisee_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"bus_route_id" integer NOT NULL,
	"shift" text NOT NULL,
	"escort_id" integer,
	"from_date" date NOT NULL,
	"to_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "escort_vendor_logs" ADD CONSTRAINT "escort_vendor_logs_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escort_vendor_logs" ADD CONSTRAINT "escort_vendor_logs_vendor_id_escort_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."escort_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_destination_assignments" ADD CONSTRAINT "student_destination_assignments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_destination_assignments" ADD CONSTRAINT "student_destination_assignments_bus_route_id_bus_routes_id_fk" FOREIGN KEY ("bus_route_id") REFERENCES "public"."bus_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_destination_assignments" ADD CONSTRAINT "student_destination_assignments_pickup_stop_id_bus_stops_id_fk" FOREIGN KEY ("pickup_stop_id") REFERENCES "public"."bus_stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_destination_assignments" ADD CONSTRAINT "student_destination_assignments_drop_stop_id_bus_stops_id_fk" FOREIGN KEY ("drop_stop_id") REFERENCES "public"."bus_stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_destination_assignments" ADD CONSTRAINT "vehicle_destination_assignments_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_destination_assignments" ADD CONSTRAINT "vehicle_destination_assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_destination_assignments" ADD CONSTRAINT "vehicle_destination_assignments_bus_route_id_bus_routes_id_fk" FOREIGN KEY ("bus_route_id") REFERENCES "public"."bus_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_destination_assignments" ADD CONSTRAINT "vehicle_destination_assignments_escort_id_vehicle_staff_id_fk" FOREIGN KEY ("escort_id") REFERENCES "public"."vehicle_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escort_vendor_logs_vendor_idx" ON "escort_vendor_logs" USING btree ("vendor_id","log_type","data_id");--> statement-breakpoint
CREATE INDEX "student_destination_assignments_admission_idx" ON "student_destination_assignments" USING btree ("student_admission_id","shift");--> statement-breakpoint
CREATE INDEX "student_destination_assignments_route_idx" ON "student_destination_assignments" USING btree ("bus_route_id");--> statement-breakpoint
CREATE INDEX "vehicle_destination_assignments_vehicle_idx" ON "vehicle_destination_assignments" USING btree ("vehicle_id","shift");